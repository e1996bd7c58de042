import { categoryCounts, categorySlug } from "./categories";

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
