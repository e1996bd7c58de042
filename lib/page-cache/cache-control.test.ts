import { sharedMaxAge } from "./cache-control";

describe("sharedMaxAge", () => {
  it("keeps what Next.js marks for shared caches", () => {
    expect(sharedMaxAge("s-maxage=31536000")).toBe(31_536_000);
    expect(sharedMaxAge("s-maxage=60, stale-while-revalidate=31535940")).toBe(60);
    expect(sharedMaxAge("public, max-age=31536000, immutable")).toBe(31_536_000);
    expect(sharedMaxAge("Public, Max-Age=300")).toBe(300);
  });

  it("keeps nothing private, uncacheable or already stale", () => {
    expect(sharedMaxAge("private, no-cache, no-store, max-age=0, must-revalidate")).toBeNull();
    expect(sharedMaxAge("s-maxage=60, private")).toBeNull();
    expect(sharedMaxAge("public, max-age=0")).toBeNull();
    expect(sharedMaxAge("s-maxage=0")).toBeNull();
    expect(sharedMaxAge("max-age=3600")).toBeNull(); // the browser's, not a shared cache's
    expect(sharedMaxAge("public, max-age=soon")).toBeNull();
    expect(sharedMaxAge("")).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });
});
