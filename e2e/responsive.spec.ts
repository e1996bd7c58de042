import { expect, test } from "@playwright/test";
import { PAGES } from "./routes";

const WIDTHS = [360, 390, 768, 1280, 1440];
const SCREENSHOT_WIDTHS = new Set([390, 1280]);

for (const { path } of PAGES) {
  test(`${path} fits every width from 360 to 1440 px`, async ({ page }) => {
    // Loaded once at the narrowest width, then resized as a visitor turning a tablet or widening a window would:
    // the layout is media queries, which apply on resize, and five loads of the long pages cost a slow machine 30 s.
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            // After the next frame, so the layout for the new width is the one measured.
            requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth)),
          ),
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      if (SCREENSHOT_WIDTHS.has(width)) {
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
        await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
      }
    }
  });
}
