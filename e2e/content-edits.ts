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

/** A copy of content/ with a post's title, a FAQ answer and the India phone edited; remove() deletes it. */
export function editedContentCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "content-edit-"));
  cpSync("content", join(root, "content"), { recursive: true });
  editPostTitle(root);
  editFaqAnswer(root);
  editIndiaPhone(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
