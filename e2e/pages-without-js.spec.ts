import { expect, test } from "./fixtures";

// What pages offer besides their forms (forms-without-js.spec.ts) without JavaScript, or before it has arrived on a
// slow network: the phone menu (a native popover) and every FAQ answer.
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test("the phone menu opens, closes and reaches Register without JavaScript", async ({ page }) => {
  await page.goto("/faq");
  const menu = page.locator("#mobile-menu");
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toBeHidden();
  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", /\/login$/);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await toggle.tap();
  await menu.getByRole("link", { name: "Register" }).tap();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
});

test("every FAQ answer can be opened and read without JavaScript", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("main details");
  expect(await items.count()).toBeGreaterThan(5);
  for (const item of await items.all()) {
    if (!(await item.evaluate((details) => (details as HTMLDetailsElement).open)))
      await item.locator("summary").click();
    await expect(item.locator("summary + div")).toBeVisible();
  }
});
