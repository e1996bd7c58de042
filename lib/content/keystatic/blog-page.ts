import { fields, singleton } from "@keystatic/core";

// The blog's own words and its tags (content/blog-page.json): lib/content/blog/blog-page.ts reads and checks them. JSON, not
// YAML, so that the posts' tag field (lib/content/keystatic/blog.ts) can offer the list: the editor runs in the browser
// and imports the file.

const line = (label: string, description?: string) =>
  fields.text({ label, description, validation: { length: { min: 1 } } });

export const blogPage = singleton({
  label: "Blog: heading, sidebar and tags",
  path: "content/blog-page",
  format: { data: "json" },
  schema: {
    heading: line("Heading", "Above every list of posts."),
    headingText: fields.text({
      label: "Introduction",
      description: "Under the heading; also the blog feed's description.",
      multiline: true,
      validation: { length: { min: 1 } },
    }),
    searchPlaceholder: line("Search field placeholder"),
    categoriesTitle: line("Categories title"),
    recentTitle: line("Recent posts title"),
    tagsTitle: line("Tags title"),
    readMore: line("Link at the foot of a post's card", "The site adds an arrow (→) after it."),
    tags: fields.array(line("Tag"), {
      label: "Tags",
      description:
        "The tags a post may carry, in the sidebar's order; each has its own list page (/blog/tag/…). A tag must be " +
        "on at least one published post, and one a post still carries cannot be removed.",
      itemLabel: (props) => props.value || "Tag",
      validation: { length: { min: 1 } },
    }),
  },
});
