import { expect, test, type Page } from "./fixtures";

// The header's Features, Pricing and Contact links from an inner page: the client router moves to the home page,
// and the section's heading must end up in view, on a phone (through the menu) and a desktop, whether the visitor
// asked for reduced motion or not. A smooth scroll started while the home page was still laying out used to stop
// a screen or more above the section.

const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
const MOTIONS = ["no-preference", "reduce"] as const;
const LINKS = [
  { from: "/pricing", name: "Contact", section: "contact" },
  { from: "/about", name: "Features", section: "features" },
  { from: "/terms", name: "Pricing", section: "pricing" },
] as const;

/** Resolves once the page has not scrolled for half a second (a smooth scroll has ended, or been cut off). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
}

for (const { name, viewport } of WIDTHS) {
  for (const reducedMotion of MOTIONS) {
    test(`${name}, reduced motion ${reducedMotion}: header links from inner pages land on the section's heading`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, reducedMotion });
      const page = await context.newPage();
      for (const link of LINKS) {
        await page.goto(link.from);
        if (name === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
        const nav = page.getByRole("navigation", { name: name === "phone" ? "Mobile" : "Main" });
        await nav.getByRole("link", { name: link.name, exact: true }).click();
        // The client router fetches the home page first: on a busy machine that can take more than the default 5 s.
        await expect(page).toHaveURL(new RegExp(`/#${link.section}$`), { timeout: 15_000 });
        await scrollSettled(page);
        await expect(page.locator(`#${link.section} h2`).first(), `${link.name} from ${link.from}`).toBeInViewport();
      }
      await context.close();
    });
  }
}
