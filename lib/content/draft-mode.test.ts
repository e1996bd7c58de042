import {
  checkDraftEntry,
  DRAFT_PATH_REFUSED,
  DRAFT_SESSION_MAX_AGE_S,
  draftSessionValid,
  draftSessionValue,
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
      // The red team's: dot segments and encodings that URL parsing turns into "//evil.example".
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/%2F%2Fevil.example",
      "/%5cevil.example",
      "/blog/../faq",
      "/./faq",
      "/blog/%2e%2e/faq",
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
  it("takes a plain path of this site as it is, and nothing that parsing would change", () => {
    expect(sameSitePath("/blog-right-sidebar?page=2#top")).toBe("/blog-right-sidebar?page=2#top");
    expect(sameSitePath("/blog/../faq")).toBeNull();
    expect(sameSitePath("/%2F%2Fevil.example")).toBeNull();
  });
});

describe("the draft session cookie", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("is good for 24 hours, for the secret that signed it only", () => {
    const value = draftSessionValue(SECRET, now);
    expect(draftSessionValid(value, SECRET, now)).toBe(true);
    expect(draftSessionValid(value, SECRET, new Date(now.getTime() + DRAFT_SESSION_MAX_AGE_S * 1000 - 1))).toBe(true);
    expect(draftSessionValid(value, SECRET, new Date(now.getTime() + DRAFT_SESSION_MAX_AGE_S * 1000 + 1))).toBe(false);
    expect(DRAFT_SESSION_MAX_AGE_S).toBeLessThanOrEqual(24 * 60 * 60);
    // The secret changed or removed: every draft session ends at once.
    expect(draftSessionValid(value, `${SECRET}-rotated`, now)).toBe(false);
    expect(draftSessionValid(value, undefined, now)).toBe(false);
    // Forged or tampered with.
    const [expires, signature] = value.split(".");
    expect(draftSessionValid(`${Number(expires) + 86_400_000}.${signature}`, SECRET, now)).toBe(false);
    expect(draftSessionValid("", SECRET, now)).toBe(false);
    expect(draftSessionValid(undefined, SECRET, now)).toBe(false);
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
