import { expect, test, type Page } from "./fixtures";
import { uniqueVisitor, waitForMail } from "./mailbox";

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
