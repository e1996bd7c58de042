// Every page of docs/product.md section 2, loaded once: its metadata, console, accessibility, layout at every width,
// and every statement it makes held to the offer's facts (lib/billing/offer, docs/buying.md "One fact, one place").
// One load per page rather than one per check: 31 pages, three checks each, cost a slow CI machine minutes.
import { expect, test, type Page } from "./fixtures";
import { keepsArtifacts } from "./artifacts";
import { seriousAxeViolations } from "./axe";
import { watchConsole } from "./console";
import { PAGES } from "./routes";
import { readFileSync } from "node:fs";
import { offerContradictions, type OfferContext } from "@/lib/billing/offer/contradictions";

const WIDTHS = [360, 390, 768, 1280, 1440];
const SCREENSHOT_WIDTHS = new Set(keepsArtifacts("E2E_SCREENSHOTS") ? [390, 1280] : []);
// Where the page loads and the accessibility scan runs: the desktop layout, with the full navigation.
const AXE_WIDTH = 1280;

// The test servers configure no inboxes: every role is the contact inbox (lib/platform/env). Whether the apps are in a
// store is the download page's listings (content/download.yaml).
const CONTACT_INBOX = "hello@leadflow.example";
const OFFER_CONTEXT: OfferContext = {
  appsAvailable: /^\s+listing: \S/m.test(readFileSync("content/download.yaml", "utf8")),
  inboxes: { support: CONTACT_INBOX, billing: CONTACT_INBOX, privacy: CONTACT_INBOX },
};

// The pages are independent: spread them over the workers rather than run the file in one.
test.describe.configure({ mode: "parallel" });

for (const { path, h1 } of PAGES) {
  test(`${path}: one h1 and metadata, no console errors, no serious axe violations, fits 360 to 1440 px`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: AXE_WIDTH, height: 900 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectOneH1AndMetadata(page, h1);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(offerContradictions(await statementsOf(page), OFFER_CONTEXT)).toEqual([]);

    // Then resized, as a visitor turning a tablet or widening a window would: the layout is media queries, which apply on resize.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await horizontalOverflow(page), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      if (SCREENSHOT_WIDTHS.has(width)) {
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
        // JPEG: a tall page's PNG takes Chromium twice as long to encode, on every page of every run. The home page's
        // full-page capture passed the 10 s action limit while another spec's build shared the CPU: a hang limit, 30 s.
        await page.screenshot({
          path: `e2e/screenshots/${name}-${width}.jpeg`,
          type: "jpeg",
          quality: 80,
          fullPage: true,
          timeout: 30_000,
        });
      }
    }
    expect(errors).toEqual([]);
  });
}

async function expectOneH1AndMetadata(page: Page, h1: RegExp) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveText(h1);
  await expect(page).toHaveTitle(/LeadFlow/);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^http/);
  expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toMatch(/opengraph-image/);
  expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
  // The favicon travels inside the page (lib/site/site-icon.ts): no request for it while the first screen loads.
  expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/^data:image\/svg\+xml,%3Csvg/);
}

/** Measured after the next frame, so the layout for the new width is the one measured. */
function horizontalOverflow(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ),
      ),
  );
}

/** Every block of words on the page, one per line: closed FAQ answers and menus included, scripts not. */
function statementsOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll("h1, h2, h3, h4, p, li, dt, dd, th, td, summary, blockquote, figcaption"))
      .map((element) => element.textContent ?? "")
      .join("\n"),
  );
}
