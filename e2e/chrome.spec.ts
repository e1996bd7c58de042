import { expect, test } from "@playwright/test";

test("the skip link is the first tab stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/faq");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("header anchors lead to the home page's sections from an inner page", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
  await expect(page.getByRole("link", { name: "Register" }).first()).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Login" }).first()).toHaveAttribute("href", /\/login$/);
});

test("the footer links every company, product and support page", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  for (const href of ["/about", "/careers", "/features", "/pricing", "/terms", "/privacy", "/disclaimer"]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test("the mobile menu opens and closes by touch and keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/faq");
  const toggle = page.getByRole("button", { name: "Open menu" });
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await toggle.tap();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Features" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await context.close();
});

test("the region selector stores the choice in a cookie and reloads in that region", async ({ page, context }) => {
  await page.goto("/contact-page");
  const selector = page.getByLabel("Region").first();
  await expect(selector).toHaveValue("global");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+14155550142");
  await Promise.all([page.waitForEvent("load"), selector.selectOption("india")]);
  expect((await context.cookies()).find((cookie) => cookie.name === "region")?.value).toBe("india");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+918047182290");
  await expect(page.getByLabel("Region").first()).toHaveValue("india");
});

test("an India visitor's first HTML already has the India phone number", async ({ playwright, baseURL }) => {
  // A fresh client each time: the detected location is cached in a cookie for 24 hours.
  async function firstHtml(headers: Record<string, string>) {
    const client = await playwright.request.newContext({ baseURL });
    const html = await (await client.get("/contact-page", { headers })).text();
    await client.dispose();
    return html;
  }
  expect(await firstHtml({ "accept-language": "en-IN,en;q=0.9" })).toContain("tel:+918047182290");
  expect(await firstHtml({ "x-vercel-ip-country": "IN" })).toContain("tel:+918047182290");
  const usa = await firstHtml({ "x-vercel-ip-country": "US", "accept-language": "en-IN" });
  expect(usa).toContain("tel:+14155550142");
  expect(usa).not.toContain("tel:+918047182290");
});

test("the scroll-to-top button appears after scrolling and takes the visitor back up", async ({ page }) => {
  await page.goto("/terms");
  const button = page.getByRole("button", { name: "Scroll To Top" });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 3000);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
