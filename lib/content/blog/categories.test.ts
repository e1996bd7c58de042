import {
  categoryCounts,
  categoryHref,
  categoryNames,
  categorySlug,
  postsInCategory,
  postsWithTag,
  tagHref,
  tagNames,
} from "./categories";

describe("categoryCounts", () => {
  it("counts posts per category, most first, ties alphabetical", () => {
    const posts = [
      { category: "Sales Process" },
      { category: "AI & Automation" },
      { category: "Sales Process" },
      { category: "Lead Management" },
    ];
    expect(categoryCounts(posts)).toEqual([
      { name: "Sales Process", count: 2 },
      { name: "AI & Automation", count: 1 },
      { name: "Lead Management", count: 1 },
    ]);
  });

  it("returns an empty list for no posts", () => {
    expect(categoryCounts([])).toEqual([]);
  });
});

describe("categorySlug", () => {
  it("keeps letters and digits joined by single hyphens", () => {
    expect(categorySlug("AI & Automation")).toBe("ai-automation");
    expect(categorySlug(" Team Productivity ")).toBe("team-productivity");
  });
});

describe("category and tag lists", () => {
  const posts = [
    { slug: "a", category: "Sales Process", tags: ["Follow-ups", "KPIs"] },
    { slug: "b", category: "AI & Automation", tags: ["AI suggestions", "Follow-ups"] },
    { slug: "c", category: "Sales Process", tags: [] },
  ];

  it("finds a category's posts by its slug, in order, and nothing for an unknown slug", () => {
    expect(postsInCategory(posts, "sales-process")).toEqual({ name: "Sales Process", posts: [posts[0], posts[2]] });
    expect(postsInCategory(posts, "ai-automation")?.posts.map((post) => post.slug)).toEqual(["b"]);
    expect(postsInCategory(posts, "nothing")).toBeUndefined();
  });

  it("finds a tag's posts by its slug, and lists only tags that some post carries", () => {
    expect(postsWithTag(posts, "follow-ups")).toEqual({ name: "Follow-ups", posts: [posts[0], posts[1]] });
    expect(postsWithTag(posts, "lead-scoring")).toBeUndefined();
    expect(tagNames(posts)).toEqual(["Follow-ups", "KPIs", "AI suggestions"]);
    expect(categoryNames(posts)).toEqual(["Sales Process", "AI & Automation"]);
  });

  it("links each to its own prerendered list", () => {
    expect(categoryHref("AI & Automation")).toBe("/blog/category/ai-automation");
    expect(tagHref("Speed to lead")).toBe("/blog/tag/speed-to-lead");
  });
});
