import { expect, test } from "./fixtures";

// A build without analytics (the e2e build: neither VERCEL nor ANALYTICS_ENABLED) aliases @vercel/analytics/next and
// @vercel/analytics to empty stand-ins (next.config.ts), so no page downloads the analytics loader with its layout's
// scripts, nor `track` with its forms and plan cards (the home page has both).
test("without analytics, no page's scripts carry the analytics loader or its track()", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  for (const path of ["/faq", "/"]) await page.goto(path, { waitUntil: "networkidle" });
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) {
    expect(source).not.toContain("/_vercel/insights/script.js");
    // The message of the real track() when called on a server: in its code, whatever the minifier does.
    expect(source).not.toContain("[Vercel Web Analytics]");
  }
});
