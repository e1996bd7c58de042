import { SITE_NAME, TITLE_SUFFIX } from "@/lib/site/site";
import { SEO_TITLE_HELP } from "./site-copy";
import { blogPosts } from "./blog";

// What the build refuses, the editor refuses on Save, with the same words (docs/editing.md).

describe("a post's fields in the editor", () => {
  it("refuse a post without a tag", () => {
    expect(() => blogPosts.schema.tags.validate([])).toThrow("Give the post at least one tag");
  });

  it("accept a post with a tag", () => {
    expect(blogPosts.schema.tags.validate(["Sales"])).toEqual(["Sales"]);
  });
});

describe("the title fields", () => {
  it("say that the site adds the site's name to a page's title", () => {
    expect(SEO_TITLE_HELP).toContain(`followed by "${TITLE_SUFFIX}"`);
    expect(TITLE_SUFFIX).toBe(` | ${SITE_NAME}`);
  });
});
