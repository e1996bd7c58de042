import { brotliDecompressSync } from "node:zlib";
import { expect, test, type Page } from "./fixtures";
import { scriptsAfterFirstPaint } from "@/lib/page-cache/scripts-after-paint";
import { rawRequest } from "@/lib/testing/raw-request";
import { PORT } from "./servers";

// The production server (server/main.ts) answers prerendered pages and hashed static files from its page cache.
// A query string sends the same page through Next.js (and proxy.ts), so each answer is compared with Next's own.

const raw = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(PORT, path, headers, method);

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", "accept-language": "en-US,en;q=0.9" };
const SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"];

/** When the page first painted, and when each of its script chunks was requested (ms since navigation). */
const paintAndScriptStarts = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scriptStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));

test("a prerendered page comes from the cache in brotli, Next.js's page with its scripts after the first paint, and its headers", async () => {
  for (const path of ["/faq", "/terms", "/"]) {
    const cached = await raw(path, BROWSER);
    const fromNext = await raw(`${path}?via=next`, { ...BROWSER, "accept-encoding": "identity" });
    expect(cached.status, path).toBe(200);
    expect(cached.headers["content-encoding"], path).toBe("br");
    expect(Number(cached.headers["content-length"])).toBe(cached.body.length);
    expect(brotliDecompressSync(cached.body).toString(), path).toBe(scriptsAfterFirstPaint(fromNext.body.toString()));
    for (const name of [...SECURITY_HEADERS, "content-type", "cache-control"]) expect(cached.headers[name], `${path} ${name}`).toBe(fromNext.headers[name]);
    // A regional page's clean URL is the visitor's variant: no shared cache after us may keep it for everyone.
    expect(cached.headers["cache-control"], path).toBe(path === "/" ? "private, no-cache" : "s-maxage=31536000");
  }
});

test("a cached page fetches its scripts only after its first paint, then hydrates", async ({ page }) => {
  await page.goto("/faq");
  // goto() has waited for hydration (e2e/fixtures.ts): the accordion answers a click.
  const second = page.locator("main button[aria-expanded]").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  const { firstPaint, scriptStarts } = await paintAndScriptStarts(page);
  expect(firstPaint).toBeGreaterThan(0);
  expect(scriptStarts.length).toBeGreaterThanOrEqual(4);
  for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint!);
});

test("/signup, rendered per visitor, comes whole in brotli with its scripts after the first paint, and hydrates", async ({ page }) => {
  const answer = await raw("/signup?plan=2&billing_cycle=Monthly", BROWSER);
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["cache-control"]).toContain("no-store");
  expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  const html = brotliDecompressSync(answer.body).toString();
  expect(html).toContain("<script data-scripts-after-paint=");
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);

  await page.goto("/signup?plan=2&billing_cycle=Monthly");
  await expect(page.getByRole("form", { name: "Sign Up" })).toBeVisible();
  const { firstPaint, scriptStarts } = await paintAndScriptStarts(page);
  expect(scriptStarts.length).toBeGreaterThanOrEqual(4);
  for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint!);
  // goto() waited for hydration (e2e/fixtures.ts), which the loader delays: React owns the form.
  expect(await page.evaluate(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
});

test("a regional page from the cache is the visitor's variant, and sets the detection cookie as proxy.ts does", async () => {
  const india = await raw("/pricing", { ...BROWSER, "accept-language": "hi-IN,hi;q=0.9" });
  const page = brotliDecompressSync(india.body).toString();
  expect(page).toContain("₹");
  expect(page).not.toContain("$29");
  expect(String(india.headers["set-cookie"])).toMatch(/^user_country=%7B%22countryCode%22%3A%22IN%22.*; Path=\/; Expires=.*; Max-Age=86400; SameSite=lax$/);

  const chosenGlobal = await raw("/pricing", { ...BROWSER, "accept-language": "hi-IN", cookie: "region=global" });
  expect(brotliDecompressSync(chosenGlobal.body).toString()).not.toContain("₹");

  const remembered = encodeURIComponent(JSON.stringify({ countryCode: "IN", timestamp: Date.now() - 60_000 }));
  const returning = await raw("/", { ...BROWSER, cookie: `user_country=${remembered}` });
  expect(returning.headers["set-cookie"]).toBeUndefined();
  expect(brotliDecompressSync(returning.body).toString()).toContain("₹");

  // Private wherever it is answered from, the cache or Next (a query string); the variant's own URL stays shared.
  for (const answer of [india, chosenGlobal, returning, await raw("/pricing?via=next", BROWSER)]) expect(answer.headers["cache-control"]).toBe("private, no-cache");
  expect((await raw("/india/pricing", BROWSER)).headers["cache-control"]).toBe("s-maxage=31536000");
});

test("conditional, HEAD and non-browser requests are answered correctly from the cache", async () => {
  const first = await raw("/faq", BROWSER);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^(W\/)?".+"$/);
  const revalidated = await raw("/faq", { ...BROWSER, "if-none-match": etag });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);

  const head = await raw("/faq", BROWSER, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-length"]).toBe(first.headers["content-length"]);

  const gzip = await raw("/faq", { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  const plain = await raw("/faq");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toContain("<title>FAQ | LeadFlow</title>");
});

test("behind an https proxy the cached page carries the https policy, as Next.js sends it", async () => {
  const viaHttps = await raw("/faq", { ...BROWSER, "x-forwarded-proto": "https" });
  expect(String(viaHttps.headers["content-security-policy"])).toMatch(/; upgrade-insecure-requests$/);
  const viaHttp = await raw("/faq", BROWSER);
  expect(String(viaHttp.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
});

test("hashed static files come from the cache in brotli and immutable; client-router requests still reach Next.js", async () => {
  const page = brotliDecompressSync((await raw("/faq", BROWSER)).body).toString();
  const script = page.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
  const cached = await raw(script, BROWSER);
  expect(cached.status).toBe(200);
  expect(cached.headers["content-encoding"]).toBe("br");
  expect(cached.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(cached.headers["x-content-type-options"]).toBe("nosniff");
  const fromNext = await raw(`${script}?via=next`, { "accept-encoding": "identity" });
  expect(brotliDecompressSync(cached.body).toString()).toBe(fromNext.body.toString());

  // The client router asks for the page's RSC payload with the rsc header: never the cached HTML.
  const rsc = await raw("/faq", { ...BROWSER, rsc: "1" });
  expect(String(rsc.headers["content-type"] ?? "")).not.toContain("text/html");
});

test("the plans API comes from the cache under its canonical query, kept a minute; a refused query still reaches Next.js", async () => {
  const canonical = await raw("/api/subscriptions/plans?billing_cycle=Yearly&country_code=IN", BROWSER);
  expect(canonical.status).toBe(200);
  expect(canonical.headers["content-encoding"]).toBe("br"); // the cache's coding: Next.js sends no brotli
  expect(canonical.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  for (const name of SECURITY_HEADERS) expect(canonical.headers[name], name).toBeDefined();
  const plans = JSON.parse(brotliDecompressSync(canonical.body).toString()) as { currency: string; plans: { billing_cycle: string }[] };
  expect(plans.currency).toBe("INR");
  expect(plans.plans.every((plan) => plan.billing_cycle === "Yearly")).toBe(true);

  const rewritten = await raw("/api/subscriptions/plans?country_code=in&utm_source=mail&billing_cycle=Yearly", BROWSER);
  expect(rewritten.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(rewritten.body).toString()).toBe(brotliDecompressSync(canonical.body).toString());

  const refused = await raw("/api/subscriptions/plans?billing_cycle=Weekly", BROWSER);
  expect(refused.status).toBe(400);
  expect(refused.headers["cache-control"] ?? "").not.toContain("s-maxage");
});
