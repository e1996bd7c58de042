import { request as httpRequest } from "node:http";
import { expect, test, type APIResponse } from "./fixtures";
import { PUBLISHED_POST } from "./routes";

// Every edge answers the same way (docs/security.md, "Every edge answers like the rest"): the trailing-slash redirect
// carries the security headers, Next's error pages requested by name are a plain 404, and a draft's address and
// its cover image answer as an unknown one does.

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

function securityHeadersOf(response: APIResponse) {
  const headers = response.headers();
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
}

/** Cache-Control that a shared cache (nginx, a CDN) may keep. */
const publiclyCacheable = (cacheControl: string | undefined) =>
  !cacheControl || /s-maxage|public/.test(cacheControl) || !/private|no-store/.test(cacheControl);

/** A GET with the path sent exactly as written (fetch and Playwright would resolve "//host/" as another origin). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    sent.once("error", reject);
    sent.end();
  });
}

test("a trailing slash is redirected by proxy.ts: 308 to the path without it, query kept, with the security headers", async ({
  request,
}) => {
  const page = await request.get("/faq");
  expect(page.status()).toBe(200);
  const expected = securityHeadersOf(page);
  expect(expected["content-security-policy"]).toContain("frame-ancestors 'none'");

  for (const [from, to] of [
    ["/faq/", "/faq"],
    ["/faq/?q=pricing&x=1", "/faq?q=pricing&x=1"],
    [`/blog-details-right-sidebar/${PUBLISHED_POST}/`, `/blog-details-right-sidebar/${PUBLISHED_POST}`],
    ["/pricing/", "/pricing"],
    ["/api/health/", "/api/health"],
    ["/no-such-page/", "/no-such-page"],
  ]) {
    const redirect = await request.get(from, { maxRedirects: 0 });
    expect([from, redirect.status()]).toEqual([from, 308]);
    expect([from, redirect.headers().location]).toEqual([from, to]);
    expect(securityHeadersOf(redirect), from).toEqual(expected);
  }
  // The home page has its slash: no redirect.
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
});

test("a trailing-slash redirect never leaves the site", async ({ baseURL }) => {
  for (const path of [
    "//evil.example/",
    "/\\evil.example/",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example/",
    "///evil.example//",
  ]) {
    const answer = await rawGet(baseURL!, path);
    if (answer.location === undefined) continue;
    expect([path, answer.location.startsWith("//") || answer.location.startsWith("/\\")]).toEqual([path, false]);
    expect([path, new URL(answer.location, baseURL).origin]).toEqual([path, new URL(baseURL!).origin]);
  }
});

test("static files under /_next are not touched by the redirect", async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { maxRedirects: 0 });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["x-middleware-rewrite"]).toBeUndefined();
});

test("Next's error pages named with percent escapes answer 404 too, and the image optimizer's backslash url 400", async ({
  request,
}) => {
  const unknown = await request.get("/no-such-page");
  for (const path of ["/%5fnot-found", "/%5Fglobal-error", "/%34%30%34", "/_not%2dfound"]) {
    const answer = await request.get(path);
    expect([path, answer.status()]).toEqual([path, 404]);
    expect([path, answer.headers()["cache-control"]]).toEqual([path, unknown.headers()["cache-control"]]);
  }
  const image = await request.get("/_next/image?url=%2F%5Cevil&w=64&q=75");
  expect(image.status()).toBe(400);
  expect(await image.json()).toMatchObject({ success: false, code: "bad_request" });
});

test("Next's error pages requested by name answer as an unknown path: 404, never publicly cacheable", async ({
  request,
}) => {
  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  const cacheControl = unknown.headers()["cache-control"];
  expect(publiclyCacheable(cacheControl), cacheControl).toBe(false);
  const unknownText = await unknown.text();
  for (const path of ["/404", "/500", "/_global-error", "/_not-found"]) {
    const answer = await request.get(path);
    expect([path, answer.status()]).toEqual([path, 404]);
    expect([path, answer.headers()["cache-control"]]).toEqual([path, cacheControl]);
    expect(securityHeadersOf(answer), path).toEqual(securityHeadersOf(unknown));
    expect([path, await answer.text()]).toEqual([path, unknownText]);
    // The RSC payload of the same address (a client navigation) is not publicly cacheable either.
    const payload = await request.get(path, { headers: { rsc: "1" } });
    expect([path, publiclyCacheable(payload.headers()["cache-control"])]).toEqual([path, false]);
  }
  // An unknown post's address: 404, not publicly cacheable.
  const unknownPost = await request.get("/blog-details-right-sidebar/no-such-post");
  expect(unknownPost.status()).toBe(404);
  expect(publiclyCacheable(unknownPost.headers()["cache-control"])).toBe(false);
});

test("an error thrown while a page renders answers 500 with the security headers, never publicly cacheable", async ({
  request,
}) => {
  // A router state Next cannot parse makes the render of a page rendered per request throw. Next first sends the
  // payload request to its own cache-busting address (307), then renders there.
  const headers = { rsc: "1", "next-router-state-tree": "not-a-router-state" };
  const first = await request.get("/signup", { headers, maxRedirects: 0 });
  const location = first.status() === 307 ? first.headers().location : "/signup";
  const thrown = await request.get(location, { headers, maxRedirects: 0 });
  expect(thrown.status()).toBe(500);
  // No Cache-Control at all: a shared cache never keeps a 500 without one (RFC 9111, 4.2.2); nginx keeps no 5xx.
  expect(thrown.headers()["cache-control"] ?? "").not.toMatch(/public|s-maxage|max-age=[1-9]/);
  expect(securityHeadersOf(thrown)).toEqual(securityHeadersOf(await request.get("/no-such-page")));
  expect(await thrown.text()).not.toContain("router state");
});

const DRAFT = "whatsapp-follow-ups-that-get-replies";

/** Every header but the date, which changes from one second to the next. */
function headersBesidesDate(response: APIResponse) {
  return Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== "date"));
}

test("a draft's address answers exactly as an unknown post's: status, headers and body", async ({ request }) => {
  for (const detail of ["/blog-details-right-sidebar", "/blog-details-left-sidebar"]) {
    const draft = await request.get(`${detail}/${DRAFT}`);
    const unknown = await request.get(`${detail}/no-such-post-at-all`);
    expect(draft.status()).toBe(404);
    expect(headersBesidesDate(draft)).toEqual(headersBesidesDate(unknown));
    expect((await draft.text()) === (await unknown.text()), `${detail}: the same body`).toBe(true);
  }
});

test("a draft's cover image is not served without Draft Mode; a published post's is", async ({ request }) => {
  const draftCover = await request.get(`/images/blog/${DRAFT}/cover.svg`);
  const unknown = await request.get(`/images/blog/no-such-post/cover.svg`);
  expect(draftCover.status()).toBe(404);
  expect(headersBesidesDate(draftCover)).toEqual(headersBesidesDate(unknown));
  expect((await draftCover.text()) === (await unknown.text()), "the same body").toBe(true);

  const published = await request.get(`/images/blog/${PUBLISHED_POST}/cover.svg`);
  expect(published.status()).toBe(200);
  expect(published.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(published.headers()["x-content-type-options"]).toBe("nosniff");
});
