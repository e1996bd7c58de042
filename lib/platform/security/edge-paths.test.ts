import { namesErrorPage, refusedImageUrl, NAMED_ERROR_PAGE, withoutTrailingSlash } from "./edge-paths";

describe("withoutTrailingSlash", () => {
  it("drops the trailing slash, every one of them", () => {
    expect(withoutTrailingSlash("/faq/")).toBe("/faq");
    expect(withoutTrailingSlash("/blog-details-right-sidebar/a-post/")).toBe("/blog-details-right-sidebar/a-post");
    expect(withoutTrailingSlash("/faq//")).toBe("/faq");
  });

  it("leaves the home page and paths without one alone", () => {
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/faq")).toBeNull();
    expect(withoutTrailingSlash("/images/logo.svg")).toBeNull();
  });

  it("never makes a path a browser reads as another host", () => {
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("///evil.example//")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\/evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("//")).toBe("/");
    // Percent-encoded slashes stay encoded: a browser does not read them as a host.
    expect(withoutTrailingSlash("/%2F%2Fevil.example/")).toBe("/%2F%2Fevil.example");
  });
});

describe("NAMED_ERROR_PAGE", () => {
  it("names Next's error pages and their RSC payloads, nothing else", () => {
    for (const path of ["/404", "/500", "/_not-found", "/_global-error", "/404.rsc", "/_global-error.rsc"])
      expect([path, NAMED_ERROR_PAGE.test(path)]).toEqual([path, true]);
    for (const path of ["/4040", "/error-page", "/_not-found/x", "/blog/404"])
      expect([path, NAMED_ERROR_PAGE.test(path)]).toEqual([path, false]);
  });
});

describe("namesErrorPage", () => {
  it("knows Next's error pages under their escapes, and nothing else", () => {
    for (const path of [
      "/_not-found",
      "/%5fnot-found",
      "/%5Fglobal-error",
      "/%34%30%34",
      "/_not%2dfound",
      "/500%2Ersc",
    ])
      expect([path, namesErrorPage(path)]).toEqual([path, true]);
    for (const path of ["/%5fnot-founds", "/x/%5fnot-found", "/%2F404", "/%E0%A4%A", "/404%"])
      expect([path, namesErrorPage(path)]).toEqual([path, false]);
  });
});

describe("refusedImageUrl", () => {
  it("refuses a local-looking url with a backslash or two leading slashes, nothing else", () => {
    expect(["/\\evil", "/a\\b.png", "//evil.example/a.png"].map(refusedImageUrl)).toEqual([true, true, true]);
    expect(["/blog/a.png", "https://x.example/a.png", "", null].map(refusedImageUrl)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
