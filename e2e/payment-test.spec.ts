import { expect, test } from "./fixtures";
import { DIAGNOSTICS_URL } from "./servers";

// /payment-test, the fourth diagnostics page: each region's gateway, its mode and the amount it would be asked
// to charge, priced by the payment routes' own code. The e2e servers have no gateway keys and PAYMENTS_SANDBOX=true.

test("/payment-test answers 404 in production unless ENABLE_DIAGNOSTICS=true, and is noindex", async ({ request }) => {
  expect((await request.get("/payment-test")).status()).toBe(404);
  const enabled = await request.get(`${DIAGNOSTICS_URL}/payment-test`);
  expect(enabled.status()).toBe(200);
  const html = await enabled.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toMatch(/sk_(test|live)_|whsec_|rzp_|LeakCanary/);
});

test("/payment-test shows each region's gateway, mode and the amount in minor units", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${DIAGNOSTICS_URL}/payment-test`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment integration test" })).toBeVisible();
  const table = page.getByRole("region", { name: "Payment gateways by region" });
  await expect(
    table.getByRole("row", {
      name: "Global (US) Stripe (card) Sandbox (test mode) Starter, Monthly 2900 USD (cents) = $29",
    }),
  ).toBeVisible();
  await expect(
    table.getByRole("row", {
      name: "India (IN) Razorpay (INR) Sandbox (test mode) Starter, Monthly 283082 INR (paise) = ₹2,830.82",
    }),
  ).toBeVisible();
  // The table scrolls inside its own region at 375 px; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
