import { renderToStaticMarkup } from "react-dom/server";
import { contentCopy } from "@/testing/content-copy";

// What a search result, a shared link and a feed reader show is staff's too (docs/editing.md, "Every page"):
// the site's default title and description, the shared picture's words and alt text (content/seo.yaml), the blog
// lists' later pages, the category and tag pages' titles and descriptions and the feed's title
// (content/interface-words.yaml). Each is rendered here from a content folder where staff changed them.

const copy = contentCopy();
const SEO = "content/seo.yaml";
const WORDS = "content/interface-words.yaml";
copy.edit(
  SEO,
  "  title: 'LeadFlow: Lead management and sales pipeline for sales teams'",
  "  title: Our site, as edited",
);
copy.edit(SEO, /^ {2}description: >-\n(?: {4}.+\n)+/m, "  description: What we do, as edited.\n");
copy.edit(SEO, "  imageHeadline: Capture, assign and convert every lead.", "  imageHeadline: Big words, as edited");
copy.edit(SEO, /^ {2}imageText: >-\n(?: {4}.+\n)+/m, "  imageText: Small words, as edited\n");
copy.edit(
  SEO,
  "  imageAlt: 'LeadFlow: Lead management and sales pipeline for sales teams'",
  "  imageAlt: Our picture, as edited",
);
copy.edit(WORDS, "  laterPageTitle: '{title}, page {page}'", "  laterPageTitle: '{title} (part {page})'");
copy.edit(
  WORDS,
  "  laterPageDescription: '{description} Page {page}.'",
  "  laterPageDescription: 'Part {page}: {description}'",
);
copy.edit(WORDS, "  categoryPageTitle: '{category}: blog posts'", "  categoryPageTitle: 'Articles on {category}'");
copy.edit(
  WORDS,
  /^ {2}categoryPageDescription: .+$/m,
  "  categoryPageDescription: 'Everything we wrote on {category}, as edited.'",
);
copy.edit(WORDS, "  tagPageTitle: '{tag}: blog posts'", "  tagPageTitle: 'Articles tagged {tag}'");
copy.edit(WORDS, /^ {2}tagPageDescription: .+$/m, "  tagPageDescription: 'Everything tagged {tag}, as edited.'");
copy.edit(WORDS, "  feedTitle: The LeadFlow Blog", "  feedTitle: Our articles, as edited");
process.env.CONTENT_ROOT = copy.root;

const SHARED_IMAGE = expect.objectContaining({ url: "/opengraph-image", alt: "Our picture, as edited" });

it("a page without its own title, description or picture: the site's, as staff wrote them", async () => {
  const { generateMetadata } = await import("./layout");
  const meta = await generateMetadata();
  expect(meta.title).toEqual({ default: "Our site, as edited", template: "%s | LeadFlow" });
  expect(meta.description).toBe("What we do, as edited.");
  expect(meta.openGraph).toHaveProperty("images", [SHARED_IMAGE]);
  expect(meta.twitter).toHaveProperty("images", [SHARED_IMAGE]);
});

it("the page for a missing address: the shared picture, named by staff's alt text", async () => {
  const { generateMetadata } = await import("./not-found");
  const meta = await generateMetadata();
  expect(meta.openGraph).toHaveProperty("images", [SHARED_IMAGE]);
  expect(meta.twitter).toHaveProperty("images", [SHARED_IMAGE]);
});

it("the home page: the site's description, and the shared picture named by staff's alt text", async () => {
  const { homeMetadata } = await import("./(site)/[region]/home-route");
  const meta = await homeMetadata();
  expect(meta.description).toBe("What we do, as edited.");
  expect(meta.openGraph).toHaveProperty("images", [SHARED_IMAGE]);
  expect(meta.twitter).toHaveProperty("images", [SHARED_IMAGE]);
});

it("the shared picture: staff's words on it", async () => {
  const { SharedImageCard } = await import("@/components/site/social-card");
  const { siteCopy } = await import("@/lib/content/site-copy");
  const card = renderToStaticMarkup(<SharedImageCard words={(await siteCopy.read("seo")).site} />);
  expect(card).toContain("Big words, as edited");
  expect(card).toContain("Small words, as edited");
  expect(card).not.toContain("Capture, assign");
});

it("a blog list's later page, and the feed each list names in its head", async () => {
  const { LIST_LAYOUTS } = await import("@/lib/content/blog/layouts");
  const { listPageMetadata } = await import("@/lib/content/blog/metadata");
  const layout = LIST_LAYOUTS.leftSidebar;
  const later = await listPageMetadata(layout, 2);
  expect(later.title).toBe(`${layout.metaTitle} (part 2)`);
  expect(later.description).toBe(`Part 2: ${layout.metaDescription}`);
  expect(later.alternates?.types).toEqual({
    "application/rss+xml": [{ url: "/blog/feed.xml", title: "Our articles, as edited" }],
  });
  expect(later.openGraph).toHaveProperty("images", [SHARED_IMAGE]);
});

it("a category's and a tag's list pages", async () => {
  const { filteredListMetadata } = await import("@/lib/content/blog/metadata");
  const category = await filteredListMetadata("category", "Sales Process", "/blog/category/sales-process");
  expect(category.title).toBe("Articles on Sales Process");
  expect(category.description).toBe("Everything we wrote on Sales Process, as edited.");
  expect(category.alternates?.canonical).toBe("/blog/category/sales-process");
  const tag = await filteredListMetadata("tag", "KPIs", "/blog/tag/kpis");
  expect(tag.title).toBe("Articles tagged KPIs");
  expect(tag.description).toBe("Everything tagged KPIs, as edited.");
});

it("the feed's title", async () => {
  const { GET } = await import("./(site)/blog/feed.xml/route");
  const feed = await (await GET()).text();
  expect(feed).toContain("<title>Our articles, as edited</title>");
  expect(feed).not.toContain("The LeadFlow Blog");
});
