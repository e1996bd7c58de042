import { adjacentPosts, findPost, newestFirst, recentPosts } from "./collection";

const posts = [
  { slug: "march", date: "2026-03-01" },
  { slug: "june", date: "2026-06-10" },
  { slug: "january", date: "2026-01-20" },
  { slug: "september", date: "2026-09-14" },
];

describe("newestFirst", () => {
  it("sorts by date, newest first, without changing the input", () => {
    expect(newestFirst(posts).map((post) => post.slug)).toEqual(["september", "june", "march", "january"]);
    expect(posts[0].slug).toBe("march");
  });
});

describe("recentPosts", () => {
  it("returns the newest posts up to the count", () => {
    expect(recentPosts(posts, 3).map((post) => post.slug)).toEqual(["september", "june", "march"]);
    expect(recentPosts(posts, 10)).toHaveLength(4);
  });
});

describe("findPost", () => {
  it("finds by slug or returns undefined", () => {
    expect(findPost(posts, "june")?.date).toBe("2026-06-10");
    expect(findPost(posts, "july")).toBeUndefined();
  });
});

describe("adjacentPosts", () => {
  it("links to the older post as previous and the newer one as next", () => {
    expect(adjacentPosts(posts, "june")).toEqual({ previous: posts[0], next: posts[3] });
  });

  it("has no next post for the newest and no previous for the oldest", () => {
    expect(adjacentPosts(posts, "september")).toEqual({ previous: posts[1], next: undefined });
    expect(adjacentPosts(posts, "january")).toEqual({ previous: undefined, next: posts[0] });
  });

  it("returns nothing for an unknown slug", () => {
    expect(adjacentPosts(posts, "nope")).toEqual({});
  });
});
