import { expect, test } from "./fixtures";
import { siteCopyFiles } from "./site-copy";

test("the countdown ticks toward the launch date from content", async ({ page }) => {
  const comingSoon = await siteCopyFiles.comingSoon.readOrThrow();
  const shownAt = new Date(comingSoon.launchAt).getTime() - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000;
  // Paused, so the page's own load time (seconds on a busy CI machine) cannot tick the countdown on.
  await page.clock.install({ time: shownAt - 1_000 });
  await page.clock.pauseAt(shownAt);
  await page.goto("/coming-soon");
  const timer = page.getByRole("timer", { name: "Time until launch" });
  await expect(timer).toContainText("days02");
  await expect(timer).toContainText("hours03");
  await expect(timer).toContainText("minutes04");
  await expect(timer).toContainText("seconds05");
  await page.clock.runFor(2_000);
  await expect(timer).toContainText("seconds03");
});

test("once the launch date has passed the page says it is live, not negative numbers", async ({ page }) => {
  const comingSoon = await siteCopyFiles.comingSoon.readOrThrow();
  await page.clock.install({ time: new Date(new Date(comingSoon.launchAt).getTime() + 60_000) });
  await page.goto("/coming-soon");
  await expect(page.getByRole("status").filter({ hasText: comingSoon.liveTitle })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
});
