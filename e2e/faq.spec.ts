import { expect, test } from "./fixtures";

test("FAQ accordion: one item open at a time, an open item closes on click, keyboard works", async ({ page }) => {
  await page.goto("/faq");
  const main = page.locator("main");
  const questions = main.locator("button[aria-expanded]");
  expect(await questions.count()).toBeGreaterThanOrEqual(10);

  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  const secondPanel = page.locator(`#${await second.getAttribute("aria-controls")}`);
  await expect(firstPanel).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();
  await expect(secondPanel).toBeVisible();
  await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(0);

  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

test("/faq keeps one answer open on the whole page, across its topic groups", async ({ page }) => {
  await page.goto("/faq");
  const main = page.locator("main");
  const open = main.locator('button[aria-expanded="true"]');
  await expect(open).toHaveCount(1);
  const groups = main.locator("section:has(button[aria-expanded])");
  expect(await groups.count()).toBeGreaterThanOrEqual(3);
  const firstGroup = groups.nth(0);
  const secondGroup = groups.nth(1);
  await expect(firstGroup.locator("button[aria-expanded]").first()).toHaveAttribute("aria-expanded", "true");

  const other = secondGroup.locator("button[aria-expanded]").first();
  await other.click();
  await expect(other).toHaveAttribute("aria-expanded", "true");
  await expect(open).toHaveCount(1);
  await expect(firstGroup.locator('button[aria-expanded="true"]')).toHaveCount(0);

  await groups.nth(2).locator("button[aria-expanded]").nth(1).click();
  await expect(open).toHaveCount(1);
  await expect(other).toHaveAttribute("aria-expanded", "false");
});
