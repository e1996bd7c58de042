import { expect, test, type Page } from "./fixtures";

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

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

test("the mobile menu opens and closes by touch and keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/faq");
  const toggle = menuButton(page);
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Features" })).toBeVisible();
  // The panel opens under the fixed header, across the whole width, not centred on top of it.
  const box = (await menu.boundingBox())!;
  expect([Math.round(box.x), Math.round(box.y), Math.round(box.width)]).toEqual([0, 64, 390]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await context.close();
});

test("the mobile menu closes when focus leaves it or on a click outside", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/faq");
  const menu = page.locator("#mobile-menu");
  await menuButton(page).click();
  await menu.getByRole("link", { name: "Register" }).focus();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

  await menuButton(page).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab"); // into the panel: focus moving inside keeps it open
  await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  await expect(menu).toBeVisible();
  await page.locator("footer p").last().click(); // plain text outside the panel
  await expect(menu).toBeHidden();
  await menuButton(page).click();
  await menuButton(page).click(); // the button closes what it opened
  await expect(menu).toBeHidden();
  await context.close();
});

const regionSelector = (page: Page) => page.getByRole("combobox", { name: "Region" }).first();

test("the region selector stores the choice in a cookie, reloads in that region and keeps focus", async ({
  page,
  context,
}) => {
  await page.goto("/contact-page");
  const selector = regionSelector(page);
  await expect(selector).toHaveText("Global (USD)");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+14155550142");
  await selector.click();
  await expect(page.getByRole("option", { name: "Global (USD)" })).toHaveAttribute("aria-selected", "true");
  await Promise.all([page.waitForEvent("load"), page.getByRole("option", { name: "India (INR)" }).click()]);
  expect((await context.cookies()).find((cookie) => cookie.name === "region")?.value).toBe("india");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+918047182290");
  await expect(regionSelector(page)).toHaveText("India (INR)");
  await expect(regionSelector(page)).toBeFocused();
});

test("choosing the region a price-less page already shows still pins it for the pages with prices", async ({
  browser,
}) => {
  // Detected as India by language; /faq has no prices, so its selector shows the default.
  const context = await browser.newContext({ locale: "en-IN" });
  const page = await context.newPage();
  await page.goto("/faq");
  await regionSelector(page).click();
  await page.getByRole("option", { name: "Global (USD)" }).click();
  expect((await context.cookies()).find((cookie) => cookie.name === "region")?.value).toBe("global");
  await page.goto("/pricing");
  await expect(regionSelector(page)).toHaveText("Global (USD)");
  await context.close();
});

test("on /signup the selector shows the region the plan is priced in, and choosing the other one reprices it", async ({
  browser,
}) => {
  // Detected as India by language on the first page visited: no cookie yet, and /signup is no regional page.
  const context = await browser.newContext({ locale: "en-IN" });
  const page = await context.newPage();
  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await expect(page.getByTestId("selected-plan-price")).toContainText("₹");
  await expect(regionSelector(page)).toHaveText("India (INR)");
  await regionSelector(page).click();
  await Promise.all([page.waitForEvent("load"), page.getByRole("option", { name: "Global (USD)" }).click()]);
  await expect(regionSelector(page)).toHaveText("Global (USD)");
  await expect(page.getByTestId("selected-plan-price")).toContainText("$");
  await context.close();
});

test("arrow keys move through the regions without reloading; Enter chooses (WCAG 3.2.2)", async ({ page, context }) => {
  await page.goto("/pricing");
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const selector = regionSelector(page);
  await selector.focus();
  await page.keyboard.press("ArrowDown");
  await expect(selector).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  const active = await selector.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${active}"]`)).toHaveText("India (INR)");
  await page.keyboard.press("Escape");
  await expect(selector).toHaveAttribute("aria-expanded", "false");
  await expect(selector).toHaveText("Global (USD)");
  await expect(selector).toBeFocused();
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
  expect((await context.cookies()).find((cookie) => cookie.name === "region")).toBeUndefined();

  await page.keyboard.press("End");
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(false);
  await expect(regionSelector(page)).toHaveText("India (INR)");
  await expect(regionSelector(page)).toBeFocused();
  await expect(page.locator("main article").nth(1)).toContainText("₹2,399/month");
});

test("a region chosen in the mobile menu reopens the menu with focus on the selector", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/faq");
  await menuButton(page).click();
  const selector = page.locator("#mobile-menu").getByRole("combobox", { name: "Region" });
  await selector.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Space")]);
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(selector).toBeFocused();
  await expect(selector).toHaveText("India (INR)");
  await context.close();
});

test("a regional page's first HTML already selects its region", async ({ playwright, baseURL }) => {
  async function selectorText(path: string, headers: Record<string, string>) {
    const client = await playwright.request.newContext({ baseURL });
    const html = await (await client.get(path, { headers })).text();
    await client.dispose();
    return html.match(/role="combobox"[^>]*>([^<]*)</)?.[1];
  }
  for (const path of ["/pricing", "/theme-two", "/contact-page", "/"]) {
    expect(await selectorText(path, { "x-vercel-ip-country": "IN" }), path).toBe("India (INR)");
    expect(await selectorText(path, { "x-vercel-ip-country": "US" }), path).toBe("Global (USD)");
  }
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

// A link styled as a round button (no script: CSS shows it from the scroll position, the browser follows it to #main).
test("the scroll-to-top button appears after scrolling and takes the visitor back up", async ({ page }) => {
  await page.goto("/terms");
  const button = page.getByRole("link", { name: "Scroll To Top" });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 3000);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("used from the keyboard, scroll-to-top leaves focus at the start of the page, not lost", async ({ page }) => {
  await page.goto("/terms");
  await page.mouse.wheel(0, 3000);
  const button = page.getByRole("link", { name: "Scroll To Top" });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main#main")).toBeFocused();
});

test("a control focused by keyboard is never hidden under the fixed header, going up or down", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/terms");
  const header = await page.locator("body > header, header").first().boundingBox();
  const footerLinks = page.locator("footer").getByRole("link");
  const count = await footerLinks.count();
  // From the bottom of the page (End), the last footer link upwards, as Shift+Tab goes.
  // Pressed again until the page is at its bottom: a press that lands while the page still grows stops short.
  await expect(async () => {
    await page.keyboard.press("End");
    expect(
      await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    ).toBe(true);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 20_000 });
  await footerLinks.nth(count - 1).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  for (let step = 0; step < count - 1; step++) {
    await page.keyboard.press("Shift+Tab");
    // Polled: the page scrolls smoothly (scroll-behavior), so the focused link reaches its place over a few frames.
    await expect
      .poll(() => page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom), {
        message: `focused element ${step} is below the header`,
      })
      .toBeGreaterThan(header!.height);
  }
});

test("a breadcrumb that wraps on a phone starts no line with its separator", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/blog-details-left-sidebar", "/blog-details-right-sidebar", "/data-deletion"]) {
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).locator("ol");
    const left = (await trail.boundingBox())!.x;
    for (const separator of await trail.locator('[aria-hidden="true"]').all()) {
      expect((await separator.boundingBox())!.x, path).toBeGreaterThan(left + 1);
    }
  }
});
