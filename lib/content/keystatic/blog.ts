import { collection, fields } from "@keystatic/core";
import blogPageFile from "@/content/blog-page.json";
import { imageField } from "./image-field";
import { requiredMultiselect } from "./required-choices";
import { TITLE_SUFFIX } from "../../site/site";
import { ShownAs } from "./list-column";
import { publishMoment } from "./publish-moment-field";

// The blog's posts as Keystatic edits them: one Markdoc file per post, content/blog/posts/<slug>.mdoc, its fields
// as YAML frontmatter and the body below. lib/content/blog/posts.ts reads them (with a schema that fails the build on a
// broken edit); lib/content/blog/visibility.ts decides what is public.

/**
 * Where the admin UI puts uploaded covers and body images: content/blog/images/<post slug>/, outside public/, so a
 * draft's images are not public files. app/images/blog serves them at /images/blog/<post slug>/<file>, a draft's
 * only in Draft Mode (docs/security.md).
 */
export const BLOG_IMAGES = { directory: "content/blog/images", publicPath: "/images/blog/" } as const;
const IMAGES = BLOG_IMAGES;

const required = { length: { min: 1 } } as const;

/** A post's slug is its file name and its address: the admin UI refuses others, and so does the build (lib/content/sections). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = "Lower-case letters and digits joined by single hyphens";
/** A post without a tag: refused by the editor (Save) and by the build alike. */
export const TAG_REQUIRED = "Give the post at least one tag";

/**
 * A title's slug, brand words whole: "LeadFlow for WhatsApp" → "leadflow-for-whatsapp" (Keystatic's own would split
 * "LeadFlow" into "lead-flow"); accents dropped, anything else a single hyphen.
 */
export function postSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const checkbox = fields.checkbox({
  label: "Draft",
  description: "A draft is never public, whatever its date; staff see it through the Preview button (see the README).",
  defaultValue: false,
});
/** The list's Draft column says "Draft" or nothing, not true/false (lib/content/keystatic/list-column.ts). */
const draftCheckbox: typeof checkbox = {
  ...checkbox,
  reader: {
    parse: (value) => new ShownAs(checkbox.reader.parse(value), checkbox.reader.parse(value) ? "Draft" : "") as never,
  },
};

export const blogPosts = collection({
  label: "Blog posts",
  slugField: "title",
  path: "content/blog/posts/*",
  format: { contentField: "body" },
  entryLayout: "content",
  columns: ["title", "date", "draft"],
  // The Preview button: Draft Mode through the editor's own session (app/api/draft/editor), no secret in the browser.
  previewUrl: "/api/draft/editor?path=/blog-details-right-sidebar/{slug}",
  schema: {
    title: fields.slug({
      name: {
        label: "Title",
        description: `Also the page's title in search results and shared links, followed by "${TITLE_SUFFIX}" (the site adds it).`,
        validation: { isRequired: true },
      },
      slug: {
        label: "Slug",
        description:
          "The post's address: /blog-details-right-sidebar/<slug>. Changing it later needs a redirect from the old one (Redirects; `npm run content:check -- --fix` adds it).",
        validation: { pattern: { regex: SLUG_PATTERN, message: SLUG_RULE } },
        generate: postSlug,
      },
    }),
    excerpt: fields.text({
      label: "Excerpt",
      description: "One or two sentences for the post cards and search results.",
      multiline: true,
      validation: required,
    }),
    author: fields.text({ label: "Author", validation: required }),
    date: publishMoment({
      label: "Publish date and time",
      description:
        "The post is public from this minute. A later one schedules it: it appears within 5 minutes of it, without a new deployment.",
    }),
    draft: draftCheckbox,
    // Stored under content/blog/images/<slug>/, keeping its file's name on every save (./image-field.ts).
    // No width and height to type: the site reads them from the file (lib/content/image-files.ts).
    cover: imageField({
      label: "Cover image",
      description: "Shown on the post and its cards; 1200 × 630 works everywhere. Its size is read from the file.",
      ...IMAGES,
      validation: { isRequired: true },
    }),
    coverAlt: fields.text({
      label: "Cover image: alt text",
      description: "What the image shows, for people who cannot see it.",
      validation: required,
    }),
    category: fields.text({
      label: "Category",
      description: "One category, e.g. Sales Process; each has its own list page.",
      validation: required,
    }),
    tags: requiredMultiselect({
      label: "Tags",
      requiredMessage: TAG_REQUIRED,
      description:
        "From the blog's tag list (Blog: heading, sidebar and tags); each tag has its own list page. A tag added " +
        "there is offered here from the next deployment.",
      options: blogPageFile.tags.map((tag) => ({ label: tag, value: tag })),
    }),
    body: fields.markdoc({
      label: "Body",
      options: {
        heading: [2, 3],
        bold: true,
        italic: true,
        link: true,
        unorderedList: true,
        orderedList: true,
        image: {
          ...IMAGES,
          schema: {
            alt: fields.text({ label: "Alt text", validation: required }),
            title: fields.text({ label: "Title" }),
          },
        },
        strikethrough: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        table: false,
        divider: false,
      },
    }),
  },
});
