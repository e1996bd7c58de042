import { expect, test, type Page } from "./fixtures";
import { watchConsole } from "./console";
import { DIAGNOSTICS_URL } from "./servers";

const pricing = (page: Page) => page.locator("main");
// Both cycles' cards are in the page; the toggle (radio inputs + CSS) shows one cycle's.
const shownCards = (page: Page) => pricing(page).locator("article").filter({ visible: true });
const chooseCycle = (page: Page, label: "Monthly" | "Annually") =>
  page.getByRole("radio", { name: label, exact: true }).check();

test("an India visitor's first HTML already has INR prices, everyone else USD", async ({ playwright, baseURL }) => {
  async function firstHtml(headers: Record<string, string>) {
    const client = await playwright.request.newContext({ baseURL });
    const html = await (await client.get("/pricing", { headers })).text();
    await client.dispose();
    return html;
  }
  const india = await firstHtml({ "x-vercel-ip-country": "IN" });
  // Prices render as >₹2,399< in the HTML ("$29" alone would also match React's "$29" payload references).
  expect(india).toContain(">₹2,399<");
  expect(india).not.toContain(">$29<");
  const usa = await firstHtml({ "x-vercel-ip-country": "US" });
  expect(usa).toContain(">$29<");
  expect(usa).not.toContain("₹");
});

test("Monthly/Annually switches prices at once and shows the saving", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/pricing");
  const cards = shownCards(page);
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText("Free");
  await expect(cards.nth(1)).toContainText("$29/month");
  await expect(page.getByRole("radio", { name: "Monthly", exact: true })).toBeChecked();
  await expect(page.getByText(/Save Up To/)).toBeHidden();

  await chooseCycle(page, "Annually");
  await expect(page.getByRole("radio", { name: "Annually", exact: true })).toBeChecked();
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1)).toContainText("$290/year");
  await expect(cards.nth(3)).toContainText("$2,990/year");
  await expect(page.getByText("Save Up To 17%")).toBeVisible();

  await chooseCycle(page, "Monthly");
  await expect(cards.nth(2)).toContainText("$99/month");
  await expect(page.getByText(/Save Up To/)).toBeHidden();
  expect(errors).toEqual([]);
});

test("the billing toggle works before and without JavaScript, from the keyboard too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pricing");
  const cards = shownCards(page);
  await expect(cards.nth(1)).toContainText("$29/month");
  await page.getByRole("radio", { name: "Monthly", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Annually", exact: true })).toBeChecked();
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1)).toContainText("$290/year");
  await expect(page.getByText("Save Up To 17%")).toBeVisible();
  await context.close();
});

test("plan cards carry badges, limits, features and the right signup links", async ({ page }) => {
  await page.goto("/pricing");
  const cards = shownCards(page);
  await expect(cards.nth(2)).toContainText("Most Popular");
  await expect(cards.nth(3)).toContainText("Best Value");
  // Free has no features of its own: the product's default list, which starts with the limits (said once, not twice).
  await expect(cards.nth(0).getByRole("listitem")).toHaveText([
    "Up to 1 user",
    "1,000 AI tokens/month",
    "Dashboard Analytics",
    "Email Support",
  ]);
  await expect(cards.nth(0)).not.toContainText("·");
  await expect(cards.nth(1)).toContainText("5 users · 10,000 AI tokens/month");
  await expect(cards.nth(0).getByRole("link", { name: /Start Free/ })).toHaveAttribute(
    "href",
    "/signup?plan=1&billing_cycle=Monthly",
  );
  await expect(cards.nth(1).getByRole("link", { name: /Get Started/ })).toHaveAttribute(
    "href",
    "/signup?plan=2&billing_cycle=Monthly",
  );
  await chooseCycle(page, "Annually");
  await expect(cards.nth(3).getByRole("link", { name: /Get Started/ })).toHaveAttribute(
    "href",
    "/signup?plan=8&billing_cycle=Yearly",
  );
});

test("the plans shown are the server's, in one state: the browser fetches none, so a failing plans API shows no error", async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route("**/api/subscriptions/plans?*", async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, error: "Plans are being updated. Please try again." }),
    });
  });
  for (const path of ["/pricing", "/"]) {
    await page.goto(path);
    await chooseCycle(page, "Annually");
    await expect(page.locator("article").filter({ hasText: "$290/year" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // (Next's route announcer is an empty alert of its own.)
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByText("Plans are being updated")).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test("the pricing pages are regenerated every minute, so a changed catalog shows without a rebuild", async ({
  request,
}) => {
  for (const path of ["/global/pricing", "/india/pricing", "/global", "/india"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toMatch(/s-maxage=60\b/);
  }
});

test("on a phone the comparison table keeps its feature column in view and says it scrolls sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/pricing");
  const table = page.getByRole("region", { name: "Plan comparison table" });
  // Its head row in view (below the fixed header: scroll-padding).
  await table.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
  await expect(page.getByText("Swipe the table sideways to compare every plan.")).toBeVisible();
  const usersLabel = table.getByRole("rowheader", { name: "Users" });
  const enterprise = table.getByRole("columnheader", { name: "Enterprise" });
  await expect(enterprise).not.toBeInViewport();
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
  await expect(enterprise).toBeInViewport();
  const box = (await table.boundingBox())!;
  const label = (await usersLabel.boundingBox())!;
  // The label column stays at the box's left edge while the plans scroll under it.
  expect(Math.abs(label.x - box.x)).toBeLessThan(2);
  await expect(usersLabel).toBeInViewport();
  await context.close();

  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const widePage = await wide.newPage();
  await widePage.goto("/pricing");
  await expect(widePage.getByText("Swipe the table sideways to compare every plan.")).toBeHidden();
  await wide.close();
});

test("the home page's pricing section shows the same live plans, in INR for India", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "region", value: "india", url: baseURL! }]);
  await page.goto("/#pricing");
  const section = page.locator("#pricing");
  const cards = section.locator("article").filter({ visible: true });
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1)).toContainText("₹2,399/month");
  // Counts are grouped as the prices beside them are (Indian grouping).
  await chooseCycle(page, "Annually");
  await expect(cards.nth(3)).toContainText("₹2,49,990/year");
  await expect(cards.nth(3)).toContainText("1,20,00,000 AI tokens/year");
});

test("/pricing carries Product/Offer JSON-LD for every plan", async ({ request }) => {
  const html = await (await request.get("/pricing", { headers: { "x-vercel-ip-country": "US" } })).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]),
  );
  const products = blocks.flat().filter((item: { "@type": string }) => item["@type"] === "Product");
  expect(products.map((product: { name: string }) => product.name)).toEqual([
    "LeadFlow Free",
    "LeadFlow Starter",
    "LeadFlow Professional",
    "LeadFlow Enterprise",
  ]);
  expect(products[1].offers).toEqual(
    expect.arrayContaining([expect.objectContaining({ price: "29.00", priceCurrency: "USD" })]),
  );
});

test("the diagnostics pages answer 404 in production unless ENABLE_DIAGNOSTICS=true", async ({ request }) => {
  for (const path of ["/pricing-test", "/pricing-debug", "/country-currency-test"]) {
    expect((await request.get(path)).status(), path).toBe(404);
    const enabled = await request.get(`${DIAGNOSTICS_URL}${path}`);
    expect(enabled.status(), path).toBe(200);
    const html = await enabled.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});

test("the diagnostics pages show the API status, the detection and each test country's currency", async ({
  page,
  browser,
}) => {
  await page.goto(`${DIAGNOSTICS_URL}/pricing-test`);
  await expect(page.getByText(/Monthly: .*HTTP 200 in \d+ ms: 4 plans in USD\./)).toBeVisible();
  // A visitor from India in a browser of its own: this page's requests went through proxy.ts and cached a US
  // location for 24 hours, and one still in flight could set that cookie again after clearing it.
  const india = await browser.newContext({ extraHTTPHeaders: { "x-vercel-ip-country": "IN" } });
  try {
    const indiaPage = await india.newPage();
    await indiaPage.goto(`${DIAGNOSTICS_URL}/pricing-debug`);
    await expect(indiaPage.getByRole("heading", { name: "Plans (Monthly, INR)" })).toBeVisible();
    await indiaPage.goto(`${DIAGNOSTICS_URL}/country-currency-test`);
    await expect(indiaPage.getByRole("row", { name: /^IN India INR INR india Razorpay/ })).toBeVisible();
    await expect(indiaPage.getByRole("row", { name: /^JP Japan JPY USD global Stripe \(card\)/ })).toBeVisible();
  } finally {
    await india.close();
  }
});
