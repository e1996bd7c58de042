import { expect, test, type Page } from "./fixtures";
import { watchConsole } from "./console";

// A paid plan end to end through the sandbox gateway (the servers run with PAYMENTS_SANDBOX=true and no gateway
// keys): a declined card keeps the visitor on the payment step with the error, a good card completes the signup.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n()}.${n()}.${n()}` });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function registerPaidPlan(page: Page, query: string) {
  await page.goto(`/signup?${query}`);
  await field(page, "Company Name").fill("Acme Sales");
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Email").fill(`pay-${unique()}@e2e.example`);
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });
}

async function payWith(page: Page, number: string) {
  await field(page, "Card number").fill(number);
  await field(page, "Expiry (MM/YY)").fill("12/30");
  await field(page, "CVC").fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
}

test("a declined card keeps the visitor on the payment step; the good card completes the signup", async ({ page }) => {
  const errors = watchConsole(page);
  await registerPaidPlan(page, "plan=3&billing_cycle=Yearly");
  // Named by its heading alone; the sentence under it is the form's description.
  await expect(page.getByRole("form", { name: "Complete Your Purchase", exact: true })).toHaveAccessibleDescription(
    /^Your account for Acme Sales is created/,
  );
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Professional");
  await expect(page.getByTestId("checkout-plan-cycle")).toHaveText("Yearly");
  await expect(page.getByTestId("checkout-plan-price")).toContainText("$");
  await expect(page.getByText("Test mode")).toBeVisible();
  await field(page, "Country").selectOption("US");

  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("form").getByRole("alert")).toHaveText("Your card was declined.");
  // Pay was focused and disabled while processing: focus moves to the error, not to <body>.
  await expect(page.getByRole("form").getByRole("alert")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay [$₹]/ })).toBeEnabled();

  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Pricing" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  // A reload shows the same outcome, not an empty form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByText("Acme Sales is registered.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
  // A decline is an answer, not an HTTP error: nothing red in the console.
  expect(errors).toEqual([]);
});

test("India pays in INR through the Razorpay gateway (sandbox)", async ({ page }) => {
  await registerPaidPlan(page, "plan=3&billing_cycle=Monthly");
  await field(page, "Country").selectOption("IN");
  const gateway = page.getByRole("note", { name: "Payment gateway" });
  await expect(gateway).toContainText("Razorpay");
  // The sandbox stands in here: the note says so rather than promising UPI and wallets it does not offer.
  await expect(gateway).toContainText("No money is taken: a test gateway stands in");
  await expect(gateway).not.toContainText("UPI");
  await expect(page.getByTestId("checkout-plan-price")).toContainText("₹");
  // The tax invoice's billing state (e2e/buying.spec.ts pays with a GSTIN and reads the invoice).
  await field(page, "Billing state").selectOption({ label: "Karnataka" });
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
});

test("a declined card is an answer on either gateway: the checkout shows it, no request fails", async ({ page }) => {
  const errors = watchConsole(page);
  const confirmations: number[] = [];
  page.on("response", (response) => {
    if (/\/api\/payments\/(confirm-stripe-payment|verify-razorpay-payment)$/.test(response.url()))
      confirmations.push(response.status());
  });
  await registerPaidPlan(page, "plan=2&billing_cycle=Monthly");
  for (const country of ["US", "IN"]) {
    await field(page, "Country").selectOption(country);
    // India's tax invoice needs the billing state.
    if (country === "IN") await field(page, "Billing state").selectOption({ label: "Karnataka" });
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("form").getByRole("alert")).toHaveText("Your card was declined.");
    await expect(page.getByRole("button", { name: /^Pay [$₹]/ })).toBeEnabled();
  }
  expect(confirmations).toEqual([200, 200]);
  expect(errors).toEqual([]);
});

test("on a phone Pay comes before Cancel on screen and in the Tab order; Cancel goes to /pricing", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await registerPaidPlan(page, "plan=2");
  const pay = page.getByRole("button", { name: /^Pay [$₹]/ });
  const cancel = page.getByRole("button", { name: "Cancel" });
  expect((await pay.boundingBox())!.y).toBeLessThan((await cancel.boundingBox())!.y);
  await pay.focus();
  await page.keyboard.press("Tab");
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("the payment routes refuse a visitor without a signup session", async ({ request }) => {
  const response = await request.post("/api/payments/create-stripe-session", {
    data: { plan_data: { id: 3, price: 1 } },
  });
  expect(response.status()).toBe(401);
  const webhook = await request.post("/api/webhooks/stripe", {
    data: "{}",
    headers: { "stripe-signature": "t=1,v1=bad" },
  });
  expect([400, 404]).toContain(webhook.status());
});

test("an expired test card is refused before any request, and its expiry field is marked and described", async ({
  page,
}) => {
  await registerPaidPlan(page, "plan=2");
  let sessions = 0;
  page.on("request", (request) => void (request.url().includes("/api/payments/") && sessions++));
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("01/20");
  await field(page, "CVC").fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  const error = page.getByRole("alert").filter({ hasText: "This card has expired" });
  await expect(error).toBeFocused();
  await expect(field(page, "Expiry (MM/YY)")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Expiry (MM/YY)")).toHaveAccessibleDescription("This card has expired");
  expect(sessions).toBe(0);

  await field(page, "Expiry (MM/YY)").fill("12/30");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
});

test("a site selling through the sandbox says so above the signup form", async ({ page }) => {
  await page.goto("/signup");
  const banner = page.getByRole("complementary", { name: "Test payments" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("no money is taken here");
  await expect(banner).toContainText("4242 4242 4242 4242");
});
