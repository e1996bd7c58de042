import {
  checkDraftEntry,
  DRAFT_PATH_REFUSED,
  DRAFT_SECRET_REFUSED,
  exitTarget,
  sameSitePath,
  secretMatches,
} from "./draft-mode";

const SECRET = "draft-secret-for-tests-0123456789abcdef";
const refused = { ok: false, code: "unauthorized", message: DRAFT_SECRET_REFUSED };

describe("checkDraftEntry", () => {
  it("lets the right secret in, to the path asked for", () => {
    expect(checkDraftEntry({ secret: SECRET, path: "/blog-details-right-sidebar/a-draft" }, SECRET)).toEqual({
      ok: true,
      path: "/blog-details-right-sidebar/a-draft",
    });
    expect(checkDraftEntry({ secret: SECRET, path: "/blog-right-sidebar?x=1#top" }, SECRET)).toEqual({
      ok: true,
      path: "/blog-right-sidebar?x=1#top",
    });
    expect(checkDraftEntry({ secret: SECRET, path: null }, SECRET)).toEqual({ ok: true, path: "/" });
  });

  it("refuses a wrong or missing secret, and everyone when none is configured", () => {
    expect(checkDraftEntry({ secret: "wrong", path: "/" }, SECRET)).toEqual(refused);
    expect(checkDraftEntry({ secret: `${SECRET}x`, path: "/" }, SECRET)).toEqual(refused);
    expect(checkDraftEntry({ secret: SECRET.slice(0, -1), path: "/" }, SECRET)).toEqual(refused);
    expect(checkDraftEntry({ secret: null, path: "/" }, SECRET)).toEqual(refused);
    expect(checkDraftEntry({ secret: "", path: "/" }, undefined)).toEqual(refused);
    expect(checkDraftEntry({ secret: SECRET, path: "/" }, undefined)).toEqual(refused);
  });

  it("sends nobody to another site, however the path is spelt", () => {
    for (const path of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      " /faq",
      "javascript:alert(1)",
      "faq",
    ]) {
      expect([path, checkDraftEntry({ secret: SECRET, path }, SECRET)]).toEqual([
        path,
        { ok: false, code: "bad_request", message: DRAFT_PATH_REFUSED },
      ]);
    }
  });
});

describe("secretMatches", () => {
  it("compares whole secrets of any length", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches("", SECRET)).toBe(false);
    expect(secretMatches(SECRET.toUpperCase(), SECRET)).toBe(false);
  });
});

describe("sameSitePath", () => {
  it("normalises a path of this site", () => {
    expect(sameSitePath("/blog/../faq")).toBe("/faq");
    expect(sameSitePath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("exitTarget", () => {
  const site = { host: "127.0.0.1:3200", siteUrl: "https://www.leadflow.example" };

  it("returns to the page Draft Mode was left from, on this site", () => {
    expect(exitTarget("http://127.0.0.1:3200/blog-details-right-sidebar/a-draft", site)).toBe(
      "/blog-details-right-sidebar/a-draft",
    );
    expect(exitTarget("https://www.leadflow.example/faq?x=1", site)).toBe("/faq?x=1");
  });

  it("goes home from anywhere else, or without a Referer", () => {
    expect(exitTarget("https://evil.example/page", site)).toBe("/");
    expect(exitTarget("not a url", site)).toBe("/");
    expect(exitTarget(null, site)).toBe("/");
  });
});
