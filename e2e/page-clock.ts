// For tests that prove a page does NOT go elsewhere after a while (the download page's store autostart): the page's
// timers run on Playwright's clock, moved on at once instead of waited for, and every navigation the page asks for is
// recorded as it is asked (the Navigation API's navigate event fires then, before anything is requested or loaded).
import type { Page } from "@playwright/test";

type Recorded = { navigationsAsked: string[] };

/**
 * Call before the page loads: installs the clock and records every navigation the page's scripts ask for to another
 * address (Next's router replaces the current entry with the same one). One that would leave the document is
 * cancelled, so the page stays to say where it was going.
 */
export async function watchTimersAndNavigations(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.navigationsAsked = [];
    navigation.addEventListener("navigate", (event) => {
      if (event.destination.url === window.location.href) return;
      recorded.navigationsAsked.push(event.destination.url);
      if (!event.destination.sameDocument && event.cancelable) event.preventDefault();
    });
  });
}

/** Moves the page's clock `ms` on, firing every timer due by then; returns the navigations asked for since it loaded. */
export async function navigationsWithin(page: Page, ms: number): Promise<string[]> {
  await page.clock.runFor(ms);
  return page.evaluate(() => (window as unknown as Recorded).navigationsAsked);
}
