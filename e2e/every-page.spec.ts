// Every page of docs/product.md section 2, loaded once: its metadata, console, accessibility and layout at every width.
// One load per page rather than one per check: 31 pages, three checks each, cost a slow CI machine minutes.
import { expect, test, type Page } from "./fixtures";
import { keepsArtifacts } from "./artifacts";
import { seriousAxeViolations } from "./axe";
import { watchConsole } from "./console";
import { PAGES } from "./routes";

const WIDTHS = [360, 390, 768, 1280, 1440];
const SCREENSHOT_WIDTHS = new Set(keepsArtifacts("E2E_SCREENSHOTS") ? [390, 1280] : []);
// Where the page loads and the accessibility scan runs: the desktop layout, with the full navigation.
const AXE_WIDTH = 1280;

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
