import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

// The FAQ is an exclusive accordion of native <details name> (components/faq/faq-accordion.tsx): the browser keeps one
// answer open per name, with or without JavaScript.

const isOpen = (item: Locator) => item.evaluate((details) => (details as HTMLDetailsElement).open);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("FAQ accordion: one item open at a time, an open item closes on click, keyboard works", async ({ page }) => {
      await page.goto("/faq");
      const items = page.locator("main details");
      expect(await items.count()).toBeGreaterThanOrEqual(10);
      const [first, second] = [items.nth(0), items.nth(1)];
      const question = (item: Locator) => item.locator("summary");
      const answer = (item: Locator) => item.locator("summary + div");

      expect(await isOpen(first)).toBe(true);
      await expect(answer(first)).toBeVisible();
      await expect(answer(second)).toBeHidden();

      await question(second).click();
      await expect(answer(second)).toBeVisible();
      await expect(answer(first)).toBeHidden();
      await expect(page.locator("main details[open]")).toHaveCount(1);

      await question(second).click();
      await expect(page.locator("main details[open]")).toHaveCount(0);

      await question(first).focus();
      await page.keyboard.press("Enter");
      await expect(answer(first)).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answer(first)).toBeHidden();
    });
  });
}

test("/faq keeps one answer open on the whole page, across its topic groups", async ({ page }) => {
  await page.goto("/faq");
  const main = page.locator("main");
  const groups = main.locator("section:has(details)");
  expect(await groups.count()).toBeGreaterThanOrEqual(3);
  await expect(main.locator("details[open]")).toHaveCount(1);
  expect(await isOpen(groups.nth(0).locator("details").first())).toBe(true);

  const other = groups.nth(1).locator("details").first();
  await other.locator("summary").click();
  expect(await isOpen(other)).toBe(true);
  await expect(main.locator("details[open]")).toHaveCount(1);

  await groups.nth(2).locator("details").last().locator("summary").click();
  await expect(main.locator("details[open]")).toHaveCount(1);
  expect(await isOpen(other)).toBe(false);
});

test("the questions are headings a screen reader can jump to, inside the control that opens them", async ({ page }) => {
  await page.goto("/faq");
  const first = page.locator("main details").first();
  await expect(first.locator("summary h3")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
});
