import { isPublished, publishedOnly } from "./visibility";

const now = new Date("2026-11-26T23:30:00Z");

describe("isPublished", () => {
  it("shows a post dated today or earlier", () => {
    expect(isPublished({ date: "2026-11-26" }, now)).toBe(true);
    expect(isPublished({ date: "2025-01-01" }, now)).toBe(true);
  });

  it("hides a draft, whatever its date", () => {
    expect(isPublished({ date: "2025-01-01", draft: true }, now)).toBe(false);
  });

  it("hides a post scheduled for a later day until that day comes (UTC)", () => {
    expect(isPublished({ date: "2026-11-27" }, now)).toBe(false);
    expect(isPublished({ date: "2026-11-27" }, new Date("2026-11-27T00:00:00Z"))).toBe(true);
  });
});

describe("isPublished at an instant", () => {
  it("shows a post from the minute it is scheduled for, in its own time zone", () => {
    const post = { date: "2026-11-27", publishAt: "2026-11-27T09:00:00+05:30" };
    expect(isPublished(post, new Date("2026-11-27T03:29:59Z"))).toBe(false);
    expect(isPublished(post, new Date("2026-11-27T03:30:00Z"))).toBe(true);
  });
});

describe("publishedOnly", () => {
  it("keeps the order of what it keeps", () => {
    const posts = [
      { slug: "a", date: "2026-11-01" },
      { slug: "b", date: "2026-12-01" },
      { slug: "c", date: "2026-10-01", draft: true },
      { slug: "d", date: "2026-09-01" },
    ];
    expect(publishedOnly(posts, now).map((post) => post.slug)).toEqual(["a", "d"]);
  });
});
