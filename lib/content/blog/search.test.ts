import { normalizeText, searchByTitle } from "./search";

const posts = [
  { title: "Speed to lead: why the first five minutes decide the deal" },
  { title: "Follow-up cadences that convert without annoying buyers" },
  { title: "Using AI lead scoring responsibly" },
];

describe("normalizeText", () => {
  it("lower-cases, strips accents and collapses punctuation", () => {
    expect(normalizeText("  Café: Follow-Up!  ")).toBe("cafe follow up");
  });
});

describe("searchByTitle", () => {
  it("matches case-insensitively on part of a word", () => {
    expect(searchByTitle(posts, "SCOR")).toEqual([posts[2]]);
  });

  it("requires every word, in any order", () => {
    expect(searchByTitle(posts, "lead speed")).toEqual([posts[0]]);
    expect(searchByTitle(posts, "lead convert")).toEqual([]);
  });

  it("treats hyphens and spaces alike", () => {
    expect(searchByTitle(posts, "follow up")).toEqual([posts[1]]);
    expect(searchByTitle(posts, "follow-up")).toEqual([posts[1]]);
  });

  it("returns every item, in order, for a blank query", () => {
    expect(searchByTitle(posts, "   ")).toEqual(posts);
  });

  it("finds nothing when no title matches", () => {
    expect(searchByTitle(posts, "invoice")).toEqual([]);
  });
});
