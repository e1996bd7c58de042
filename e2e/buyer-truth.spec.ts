import { expect, test, type Page } from "./fixtures";
import { linkIn, uniqueVisitor, waitForMail } from "./mailbox";

// "Buyers see the whole truth" (docs/buying.md): the completion page's order summary after paying or a free signup,
// plan and cycle changed inside the checkout and repriced by the server, the checkout's billing details kept across a
// reload, the expired invoice link's page, and /payment-status keeping what was typed.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const purchase = (page: Page) => page.getByRole("heading", { name: "Complete Your Purchase" });
const success = (page: Page) => page.getByRole("heading", { name: "Registration Successful!" });

async function register(page: Page, query: string, email: string) {
  await page.goto(`/signup?${query}`);
  await field(page, "Company Name").fill("Truthful Traders");
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Email").fill(email);
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("button", { name: /^(Continue to Payment|Create Account)$/ }).click();
}

async function payWithTestCard(page: Page) {
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("12/30");
  await field(page, "CVC").fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
}

test("after paying, the completion page shows the order: plan, cycle, amount, reference, dates and the invoice", async ({
  page,
}) => {
  const visitor = uniqueVisitor("paid-summary");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(page, "plan=3&billing_cycle=Monthly", visitor.email);
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
  await field(page, "Country").selectOption("US");
  await payWithTestCard(page);
  await expect(success(page)).toBeVisible({ timeout: 15_000 });

  const receipt = await waitForMail(visitor.email, /Your LeadFlow receipt/);
  const reference = /Payment reference: (\S+)/.exec(receipt)![1];
  const invoiceNumber = /Invoice: (LF\/\d{4}-\d{2}\/\d{5})/.exec(receipt)![1];
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary).toBeVisible();
  await expect(page.getByTestId("completion-order-plan")).toHaveText("Professional");
  await expect(page.getByTestId("completion-order-cycle")).toHaveText("Monthly");
  await expect(page.getByTestId("completion-order-total")).toHaveText("$99.00");
  await expect(page.getByTestId("completion-order-reference")).toHaveText(reference);
  await expect(page.getByTestId("completion-order-date")).toContainText("(UTC)");
  await expect(page.getByTestId("completion-order-renewal")).toContainText("(UTC)");
  const invoice = summary.getByRole("link", { name: invoiceNumber });
  await expect(invoice).toHaveAttribute("href", /\/api\/invoices\//);
  const download = await page.request.get((await invoice.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");

  // A reload shows the same order again.
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(success(page)).toBeVisible();
  await expect(page.getByTestId("completion-order-reference")).toHaveText(reference);
  await expect(page.getByTestId("completion-order-total")).toHaveText("$99.00");
});

test("a free signup's completion page says 'Free plan'", async ({ page }) => {
  const visitor = uniqueVisitor("free-summary");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(page, "plan=1&billing_cycle=Monthly", visitor.email);
  await expect(success(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Your order" })).toBeVisible();
  await expect(page.getByTestId("completion-order-plan")).toContainText("Free plan");
});

test("plan and cycle change inside the checkout, repriced by the server, keeping what was typed", async ({ page }) => {
  const visitor = uniqueVisitor("change-plan");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(page, "plan=3&billing_cycle=Monthly", visitor.email);
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
  await field(page, "Country").selectOption("US");
  await field(page, "Billing name").fill("Truthful Traders LLC");
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await expect(page.getByTestId("checkout-order-total")).toHaveText("$99.00");

  await field(page, "Billing cycle").selectOption("Yearly");
  await expect(page.getByTestId("checkout-plan-cycle")).toHaveText("Yearly");
  await expect(page.getByTestId("checkout-order-total")).toHaveText("$990.00");
  await expect(page.getByRole("button", { name: "Pay $990.00" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your plan is now Professional (Yearly)" })).toBeVisible();

  await field(page, "Plan").selectOption({ label: "Starter" });
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Starter");
  await expect(page.getByTestId("checkout-order-total")).toHaveText("$290.00");
  await expect(field(page, "Billing name")).toHaveValue("Truthful Traders LLC");
  await expect(field(page, "Card number")).toHaveValue("4242 4242 4242 4242");

  // The server has the new plan: a reload resumes the checkout at Starter, Yearly.
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(purchase(page)).toBeVisible();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Starter");
  await expect(page.getByTestId("checkout-plan-cycle")).toHaveText("Yearly");
  await expect(field(page, "Billing name")).toHaveValue("Truthful Traders LLC");

  await payWithTestCard(page);
  await expect(success(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("completion-order-plan")).toHaveText("Starter");
  await expect(page.getByTestId("completion-order-total")).toHaveText("$290.00");
  await waitForMail(visitor.email, /Your LeadFlow receipt: Starter/);
});

test("the checkout keeps the billing country and details across a reload", async ({ page }) => {
  const visitor = uniqueVisitor("billing-kept");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(page, "plan=2&billing_cycle=Monthly", visitor.email);
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
  await field(page, "Country").selectOption("GB");
  await field(page, "Billing name").fill("Truthful Traders Ltd");
  await page.getByLabel(/^Address/).fill("10 Downing Street");
  await page.getByLabel(/^City/).fill("London");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(purchase(page)).toBeVisible();
  await expect(field(page, "Country")).toHaveValue("GB");
  await expect(field(page, "Billing name")).toHaveValue("Truthful Traders Ltd");
  await expect(page.getByLabel(/^Address/)).toHaveValue("10 Downing Street");
  await expect(page.getByLabel(/^City/)).toHaveValue("London");
});

test("a signup resumed in another browser starts its checkout with the billing details typed in the first", async ({
  browser,
  baseURL,
}) => {
  const visitor = uniqueVisitor("billing-elsewhere");
  const first = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": visitor.ip } });
  const one = await first.newPage();
  await register(one, "plan=2&billing_cycle=Monthly", visitor.email);
  await expect(purchase(one)).toBeVisible({ timeout: 15_000 });
  await field(one, "Country").selectOption("GB");
  await field(one, "Billing name").fill("Truthful Traders Ltd");
  await one.getByLabel(/^Address/).fill("10 Downing Street");
  await one.getByLabel(/^City/).fill("London");
  await one.getByLabel(/^Postal code/).fill("SW1A 2AA");
  await field(one, "Card number").fill("4000 0000 0000 0002");
  await field(one, "Expiry (MM/YY)").fill("12/30");
  await field(one, "CVC").fill("123");
  await one.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(one.getByRole("form").getByRole("alert")).toHaveText("Your card was declined.");
  await first.close();

  const second = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueVisitor("billing-elsewhere-2").ip },
  });
  const two = await second.newPage();
  await register(two, "plan=2&billing_cycle=Monthly", visitor.email); // taken: the resume link is mailed
  const mail = await waitForMail(visitor.email, /^Subject: Finish your LeadFlow signup/m);
  await two.goto(linkIn(mail, `${baseURL}/signup/resume?token=`));
  await two.getByRole("button", { name: "Continue to payment" }).click();
  await expect(purchase(two)).toBeVisible();
  await expect(field(two, "Country")).toHaveValue("GB");
  await expect(field(two, "Billing name")).toHaveValue("Truthful Traders Ltd");
  await expect(two.getByLabel(/^Address/)).toHaveValue("10 Downing Street");
  await expect(two.getByLabel(/^City/)).toHaveValue("London");
  await expect(two.getByLabel(/^Postal code/)).toHaveValue("SW1A 2AA");
  await second.close();
});

test("an invalid invoice link answers a page with the way to a fresh link; API clients still get JSON", async ({
  page,
  request,
}) => {
  const response = await page.goto("/api/invoices/not-a-real-token.abc");
  expect(response!.headers()["content-type"]).toContain("text/html");
  await expect(
    page.getByRole("heading", { level: 1, name: "This invoice link has expired or is not valid" }),
  ).toBeVisible();
  // The way to a fresh link: the payment-status form, whose answer for a paid payment links a new invoice download.
  await expect(field(page, "Payment reference")).toBeVisible();
  await expect(field(page, "Email")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "contact us" })).toHaveAttribute(
    "href",
    "/contact-page",
  );

  const api = await request.get("/api/invoices/not-a-real-token.abc", { headers: { accept: "application/json" } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, code: "not_found" });
});

test("/payment-status keeps both fields after the answer and repeats the reference", async ({ page }) => {
  const visitor = uniqueVisitor("status-kept");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/payment-status");
  await field(page, "Payment reference").fill("pay_NoSuchPayment42");
  await field(page, "Email").fill(visitor.email);
  await page.getByRole("button", { name: "Check payment" }).click();
  await expect(page.getByRole("status")).toContainText("Payment pay_NoSuchPayment42: we found no payment");
  await expect(field(page, "Payment reference")).toHaveValue("pay_NoSuchPayment42");
  await expect(field(page, "Email")).toHaveValue(visitor.email);
});
