import { expect, test } from "./fixtures";
import { navigationsWithin, watchTimersAndNavigations } from "./page-clock";
import { siteCopyFiles } from "./site-copy";

// The app-store badges lead to the app's own listing, or say 'Coming soon' where it has none yet: never to a store's
// home page, where the visitor would have to search for an app that may not be there.

const STORE_HOME_PAGES = ["https://apps.apple.com/", "https://play.google.com/store", "/download-page"];

test("the landing page's badges link to a listing or say Coming soon", async ({ page }) => {
  await page.goto("/");
  const badges = page.getByRole("list", { name: "Download the app" }).getByRole("listitem");
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) {
    const links = badge.getByRole("link");
    if ((await links.count()) === 0) {
      await expect(badge).toContainText("Coming soon");
      continue;
    }
    expect(STORE_HOME_PAGES).not.toContain(await links.first().getAttribute("href"));
  }
  await expect(page.getByRole("img", { name: "Download on the App Store" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Get it on Google Play" })).toBeVisible();
});

test("the download page opens no store home page, and says the app is coming soon where it has no listing", async ({
  page,
}) => {
  await page.goto("/download-page");
  for (const href of STORE_HOME_PAGES.filter((href) => href.startsWith("https:")))
    await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expect(page.getByText("Coming soon").first()).toBeVisible();
});

test("on a phone whose store has no listing yet, the download page says so instead of opening a store", async ({
  browser,
}) => {
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
  const context = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 } });
  const { openAfterMs } = await siteCopyFiles.download.readOrThrow();
  const page = await context.newPage();
  await watchTimersAndNavigations(page);
  await page.goto("/download-page");
  await expect(page.getByRole("status")).toHaveText("The LeadFlow app for iPhone and iPad is coming soon.");
  // Past the moment the page would open a store: its timer has fired, had it set one.
  expect(await navigationsWithin(page, openAfterMs + 500)).toEqual([]);
  expect(page.url()).toMatch(/\/download-page$/);
  await context.close();
});
