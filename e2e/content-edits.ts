// What staff change in the content editor (a post, the FAQ, the site copy), written as Keystatic writes it, in a copy of content/ that a second build
// reads (CONTENT_ROOT): e2e/preview.spec.ts builds its preview deployment from such a copy and sees the new texts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const EDITED_POST = "choosing-pipeline-stages";
export const EDITED_TITLE = "Pipeline stages your team will use, as edited in the CMS";
export const EDITED_ANSWER = "Yes. Android and iPhone apps, as edited in the CMS.";
export const EDITED_INDIA_PHONE = "+91 80 4000 1234";

/** One line of frontmatter, replaced as the editor saves it. */
function editPostTitle(root: string) {
  const file = join(root, `content/blog/posts/${EDITED_POST}.mdoc`);
  const text = readFileSync(file, "utf8");
  const edited = text.replace(/^title: .+$/m, `title: ${EDITED_TITLE}`);
  if (edited === text) throw new Error(`${file} has no title line to edit: the post format changed`);
  writeFileSync(file, edited);
}

/** The answer under "Is there a mobile app?" (a folded block of lines), replaced by a one-line one, as js-yaml writes it. */
function editFaqAnswer(root: string) {
  const file = join(root, "content/faq/faq.yaml");
  const text = readFileSync(file, "utf8");
  const edited = text.replace(
    /(- title: Is there a mobile app\?\n(\s+)content: )>-\n(?:\2  .*\n)+/,
    `$1${EDITED_ANSWER}\n`,
  );
  if (edited === text) throw new Error(`${file} has no mobile-app answer to edit: the FAQ format changed`);
  writeFileSync(file, edited);
}

/** The India phone number in the contact details (site copy), one line as the editor saves it. */
function editIndiaPhone(root: string) {
  const file = join(root, "content/contact.yaml");
  const text = readFileSync(file, "utf8");
  const edited = text.replace(/^( +india: ).+$/m, `$1${EDITED_INDIA_PHONE}`);
  if (edited === text) throw new Error(`${file} has no India phone to edit: the contact format changed`);
  writeFileSync(file, edited);
}

/** An edit of one site-copy file as the editor saves it, and what the page that shows it then says. */
type PageCopyEdit = { file: string; from: RegExp; to: string; shows: Record<string, string> };

/** The copy staff gained in Keystatic (issue 31): one edit each, all seen on the one preview build. */
export const PAGE_COPY_EDITS: Record<string, PageCopyEdit> = {
  "the About page's title": {
    file: "content/about.yaml",
    from: /^title: .+$/m,
    to: "title: About LeadFlow, as edited in the CMS",
    shows: { "about.html": "About LeadFlow, as edited in the CMS</h1>" },
  },
  "an open role": {
    file: "content/careers.yaml",
    from: /title: Mobile Engineer$/m,
    to: "title: Mobile Engineer (React Native), as edited in the CMS",
    shows: { "careers.html": "Mobile Engineer (React Native), as edited in the CMS</h3>" },
  },
  "a newsletter outcome page": {
    file: "content/newsletter-outcomes.yaml",
    from: /title: You're subscribed$/m,
    to: "title: You are on the list, as edited in the CMS",
    shows: { "newsletter/subscribed.html": "You are on the list, as edited in the CMS</h1>" },
  },
  "a header menu link": {
    file: "content/menus.yaml",
    from: /name: Features$/m,
    to: "name: Product tour",
    shows: { "about.html": '/#features">Product tour</a>' },
  },
  "a section label": {
    file: "content/landing/section-labels.yaml",
    from: /^reviews: .+$/m,
    to: "reviews: What customers say, as edited in the CMS",
    shows: { "reviews.html": "What customers say, as edited in the CMS" },
  },
  "the thank-you page": {
    file: "content/thank-you.yaml",
    from: /^title: .+$/m,
    to: "title: Thanks, as edited in the CMS",
    shows: { "thank-you.html": "Thanks, as edited in the CMS</h1>" },
  },
  "a page heading": {
    file: "content/page-headings.yaml",
    from: /title: Features$/m,
    to: "title: Everything LeadFlow does, as edited in the CMS",
    shows: { "features.html": "Everything LeadFlow does, as edited in the CMS</h1>" },
  },
  "the comparison's heading on /pricing": {
    file: "content/pricing-page.yaml",
    from: /^ {2}heading: Compare plans$/m,
    to: "  heading: Every plan compared, as edited in the CMS",
    shows: { "global/pricing.html": "Every plan compared, as edited in the CMS</h2>" },
  },
  "the FAQ page's closing box": {
    file: "content/faq-words.yaml",
    from: /^ {2}heading: .+$/m,
    to: "  heading: Another question, as edited in the CMS",
    shows: { "faq.html": "Another question, as edited in the CMS</h2>" },
  },
  "the not-found page's text": {
    file: "content/error-pages.yaml",
    from: /^ {2}text: >-\n(?: {4}.+\n)+/m,
    to: "  text: This page is not here, as edited in the CMS.\n",
    shows: { "error-page.html": "This page is not here, as edited in the CMS.</p>" },
  },
  "the download page's title": {
    file: "content/download.yaml",
    from: /^ {2}title: The LeadFlow app is coming soon$/m,
    to: "  title: Our app is nearly here, as edited in the CMS",
    shows: { "download-page.html": "Our app is nearly here, as edited in the CMS</h1>" },
  },
  "the interface words: every page's skip link": {
    file: "content/interface-words.yaml",
    from: /^ {2}skipToContent: .+$/m,
    to: "  skipToContent: Skip to the page, as edited in the CMS",
    shows: { "about.html": "Skip to the page, as edited in the CMS</a>" },
  },
  "the interface words: a legal page's links to the others": {
    file: "content/interface-words.yaml",
    from: /^ {2}otherDocuments: .+$/m,
    to: "  otherDocuments: More small print, as edited in the CMS",
    shows: { "terms.html": "More small print, as edited in the CMS</h2>" },
  },
  "the interface words: a post card's author line": {
    file: "content/interface-words.yaml",
    from: /^ {2}byAuthor: .+$/m,
    to: "  byAuthor: 'Written by {author}'",
    shows: { "blog-three-column.html": ">Written by " },
  },
  "a page's search title and description, and another's noindex switch": {
    file: "content/seo.yaml",
    from: /^pages: \[\]$/m,
    to: [
      "pages:",
      "  - path: /about",
      "    title: Meet the LeadFlow team",
      "    description: Who builds LeadFlow, as edited in the CMS.",
      "    image: null",
      "    noindex: false",
      "  - path: /careers",
      "    title: ''",
      "    description: ''",
      "    image: null",
      "    noindex: true",
    ].join("\n"),
    shows: {
      "about.html": '<meta name="description" content="Who builds LeadFlow, as edited in the CMS."/>',
      "careers.html": '<meta name="robots" content="noindex, nofollow"/>',
    },
  },
};

/** The home page's sections as staff reorder and hide them: brands moved up under the hero, the team hidden. */
export const EDITED_HOME_SECTIONS = [
  "home",
  "brands",
  "features",
  "how-it-works",
  "discover",
  "services",
  "screenshots",
  "testimonials",
  "reviews",
  "pricing",
  "faq",
  "download",
  "newsletter",
  "contact",
];

function editHomeSections(root: string) {
  const file = join(root, "content/landing/home.yaml");
  const text = readFileSync(file, "utf8");
  const brands = "  - section: brands\n    show: true\n";
  const edited = text
    .replace(brands, "")
    .replace("  - section: features\n", `${brands}  - section: features\n`)
    .replace("  - section: team\n    show: true\n", "  - section: team\n    show: false\n");
  if (
    (edited.match(/section: brands\n    show: true\n  - section: features/g) ?? []).length !== 1 ||
    !edited.includes("team\n    show: false")
  )
    throw new Error(`${file} has not the sections to reorder: its format changed`);
  writeFileSync(file, edited);
}

function editPageCopy(root: string) {
  for (const [what, { file, from, to }] of Object.entries(PAGE_COPY_EDITS)) {
    const path = join(root, file);
    const text = readFileSync(path, "utf8");
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`${file} has nothing to edit for ${what}: its format changed`);
    writeFileSync(path, edited);
  }
}

/** A post scheduled for a day no test run reaches, with its own cover: visitors must see neither before that day. */
export const SCHEDULED_POST = "scheduled-for-2099";
const SCHEDULED_FROM = "speed-to-lead-first-five-minutes";

function addScheduledPost(root: string) {
  const posts = join(root, "content/blog/posts");
  const text = readFileSync(join(posts, `${SCHEDULED_FROM}.mdoc`), "utf8");
  const scheduled = text
    .replace(/^title: .+$/m, "title: A post scheduled for 2099")
    .replace(/^date: .+$/m, "date: 2099-01-01")
    .replaceAll(`/images/blog/${SCHEDULED_FROM}/`, `/images/blog/${SCHEDULED_POST}/`);
  if (!scheduled.includes("date: 2099-01-01") || !scheduled.includes(`/images/blog/${SCHEDULED_POST}/cover.svg`))
    throw new Error(`${SCHEDULED_FROM}.mdoc has no date or cover line to edit: the post format changed`);
  writeFileSync(join(posts, `${SCHEDULED_POST}.mdoc`), scheduled);
  const images = join(root, "content/blog/images");
  cpSync(join(images, SCHEDULED_FROM), join(images, SCHEDULED_POST), { recursive: true });
}

/**
 * A copy of content/ with a post's title, a FAQ answer, the India phone and the pages' copy edited and a scheduled
 * post added; remove() deletes it.
 */
export function editedContentCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "content-edit-"));
  cpSync("content", join(root, "content"), { recursive: true });
  editPostTitle(root);
  editFaqAnswer(root);
  editIndiaPhone(root);
  editPageCopy(root);
  editHomeSections(root);
  addScheduledPost(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
