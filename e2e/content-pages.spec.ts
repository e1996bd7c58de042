import { expect, test } from "./fixtures";
import { navigationsWithin, watchTimersAndNavigations } from "./page-clock";
import { siteCopyFiles } from "./site-copy";

// Blog list layouts open their posts in the matching detail layout; the download page opens the phone's store, or
// says the app is coming soon there (no listing yet: content/download.yaml).

test("the sidebar blog lists open their posts with the sidebar on the same side", async ({ page }) => {
  for (const side of ["left", "right"] as const) {
    await page.goto(`/blog-${side}-sidebar`);
    const hrefs = await page
      .locator("main a[href*='/blog-details-']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length, side).toBeGreaterThan(3);
    expect(
      hrefs.filter((href) => !href?.startsWith(`/blog-details-${side}-sidebar/`)),
      side,
    ).toEqual([]);
  }
});

test.describe("on an Android phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  });

  test("the download page opens the app's Google Play listing after a moment, or says it is coming soon", async ({
    page,
  }) => {
    const download = await siteCopyFiles.download.readOrThrow();
    const play = download.stores.find((store) => store.platform === "android")!;
    if (!play.listing) {
      await watchTimersAndNavigations(page);
      await page.goto("/download-page");
      await expect(page.getByRole("status")).toHaveText("The LeadFlow app for Android is coming soon.");
      // Past the moment the page would open the store: its timer has fired, had it set one.
      expect(await navigationsWithin(page, download.openAfterMs + 500)).toEqual([]);
      await expect(page).toHaveURL(/\/download-page$/);
      return;
    }
    // No internet here: the store answers with a stand-in page.
    await page.route(`${play.listing}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Google Play</title>" }),
    );
    await page.goto("/download-page");
    await expect(page.getByRole("status")).toHaveText("Opening Google Play…");
    await page.waitForURL(play.listing, { timeout: download.openAfterMs + 5_000 });
  });
});

test("on a computer the download page stays put and says to choose a store", async ({ page }) => {
  const download = await siteCopyFiles.download.readOrThrow();
  await watchTimersAndNavigations(page);
  await page.goto("/download-page");
  await expect(page.getByRole("status")).toHaveText(
    "On a computer? Choose your store below, or open this page on your phone.",
  );
  expect(await navigationsWithin(page, download.openAfterMs + 500)).toEqual([]);
  await expect(page).toHaveURL(/\/download-page$/);
});
