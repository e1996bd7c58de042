import { expect, test } from "@playwright/test";
import { PAGES } from "./routes";

const WIDTHS = [360, 390, 768, 1280, 1440];
const SCREENSHOT_WIDTHS = new Set([390, 1280]);

for (const { path } of PAGES) {
  test(`${path} fits every width from 360 to 1440 px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      if (SCREENSHOT_WIDTHS.has(width)) {
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
        await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
      }
    }
  });
}
