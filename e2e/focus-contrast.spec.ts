import { expect, test, type Page } from "./fixtures";

// Pages with every dark surface: inner-page header and footer (all), dark hero (theme six), newsletter panel,
// call-to-action panel (/features) and the FAQ's contact panel.
const PAGES = ["/faq", "/theme-six", "/", "/pricing", "/features"];

type Finding = { element: string; ratio: number };

/**
 * Focuses every visible focusable element and measures its focus outline against the colour behind it (the
 * nearest background, every stop of a gradient; the element's own one when the outline is drawn inside it).
 */
function focusOutlineContrasts(page: Page): Promise<{ checked: number; findings: Finding[] }> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    // The canvas turns any CSS colour (rgb, oklch, ...) into sRGB bytes.
    const toRgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const backgroundsBehind = (start: Element | null): number[][] => {
      for (let node = start; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage.includes("gradient")) {
          const stops = style.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^()]*\)/g) ?? [];
          if (stops.length > 0) return stops.map(toRgba);
        }
        const color = toRgba(style.backgroundColor);
        if (color[3] > 128) return [color];
      }
      return [[255, 255, 255, 255]];
    };

    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const findings: Finding[] = [];
    let checked = 0;
    for (const element of focusable) {
      if (!element.checkVisibility() || element.getClientRects().length === 0) continue;
      element.focus();
      if (!element.matches(":focus-visible")) continue;
      // transition-colors also fades outline-color in from currentColor: measure where it ends.
      for (const animation of element.getAnimations()) animation.finish();
      const style = getComputedStyle(element);
      const outline = toRgba(style.outlineColor);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0 || outline[3] === 0) continue;
      checked += 1;
      const behind = backgroundsBehind(parseFloat(style.outlineOffset) < 0 ? element : element.parentElement);
      const ratio = Math.min(...behind.map((background) => contrast(outline, background)));
      if (ratio < 3)
        findings.push({
          element: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`,
          ratio: Math.round(ratio * 100) / 100,
        });
    }
    return { checked, findings };
  });
}

for (const path of PAGES) {
  test(`${path}: every focus outline has at least 3:1 contrast with what is behind it`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press("Tab"); // keyboard modality, so programmatic focus shows :focus-visible
    const { checked, findings } = await focusOutlineContrasts(page);
    expect(checked).toBeGreaterThan(10);
    expect(findings).toEqual([]);
  });
}
