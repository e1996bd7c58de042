import { expect, test } from "./fixtures";

const VARIANTS = ["/", "/theme-two", "/theme-three", "/theme-four", "/theme-five", "/theme-six"];
// docs/product.md section 2: hero, features, how-it-works, discover, service, screenshots, testimonials, customer reviews,
// pricing, FAQ, app download, newsletter subscribe, team, contact, brand logos (then the footer).
const SPEC_ORDER = [
  "home",
  "features",
  "how-it-works",
  "discover",
  "services",
  "screenshots",
  "testimonials",
  "reviews",
  "pricing",
  "faq",
  "download",
  "newsletter",
  "team",
  "contact",
  "brands",
];

test("every home variant assembles its sections in the product spec order", async ({ request }) => {
  for (const path of VARIANTS) {
    const html = await (await request.get(path)).text();
    const ids = [...html.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids, path).toEqual(SPEC_ORDER);
  }
});

test("on a home variant the header's anchors scroll within that page, already in the first HTML", async ({
  page,
  request,
}) => {
  for (const path of ["/theme-three", "/theme-six"]) {
    const html = await (await request.get(path)).text();
    // Booleans, not toContain: a failure would print the whole 200 KB page.
    expect(html.includes('href="#features"'), path).toBe(true);
    expect(html.includes('href="/#features"'), path).toBe(false);
  }
  await page.goto("/theme-two");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "#home");
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/theme-two#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/theme-two#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the mobile menu's anchors also stay on the home variant and close the menu", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/theme-four");
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  const menu = page.locator("#mobile-menu");
  await menu.getByRole("link", { name: "Features" }).tap();
  await expect(page).toHaveURL(/\/theme-four#features$/);
  await expect(menu).toBeHidden();
  await expect(page.locator("#features")).toBeInViewport();
  await context.close();
});
