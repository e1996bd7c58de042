// Every page of docs/product.md section 2 is checked in every-page.spec.ts; this is what a URL outside it gets.
import { expect, test } from "./fixtures";

test("an unknown URL answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(
    page.getByText(
      "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    ),
  ).toBeVisible();
  // One noindex, and its own description, not the home page's.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const selector of [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[name="twitter:description"]',
  ]) {
    await expect(page.locator(selector), selector).toHaveAttribute(
      "content",
      /^The page you are looking for might have been removed/,
    );
  }
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});
