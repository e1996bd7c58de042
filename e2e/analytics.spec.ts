import { expect, test } from "./fixtures";

// A build without analytics (the e2e build: neither VERCEL nor ANALYTICS_ENABLED) aliases @vercel/analytics/next
// to an empty stand-in (next.config.ts), so no page downloads the analytics loader with its layout's scripts.
test("without analytics, no page's scripts carry the analytics loader", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  for (const path of ["/faq", "/"]) await page.goto(path, { waitUntil: "networkidle" });
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) expect(source).not.toContain("/_vercel/insights/script.js");
});
