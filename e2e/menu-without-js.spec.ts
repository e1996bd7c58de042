import { expect, test } from "@playwright/test";

// On a phone the header's links live in the menu; it is a native popover, so it opens before the page's
// JavaScript has arrived (slow networks) or without it.
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
