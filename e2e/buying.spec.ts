import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "./fixtures";
import { mailAttachments } from "../testing/mail-attachment";
import { linkIn, MAIL_DIR, uniqueVisitor, waitForMail } from "./mailbox";
import { pdfTextLines } from "../testing/pdf-text";

// Issue 25: an India order with a GSTIN gets a tax invoice (PDF attached to the receipt, tax lines readable),
// the payment can be looked up, a deletion request goes from form to confirmed, sales gets its message.

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The raw .eml (base64 intact) of the first message to the address whose text matches. */
async function rawMail(address: string, matching: RegExp): Promise<string> {
  const files = (await readdir(MAIL_DIR)).sort();
  for (const file of files) {
    const raw = await readFile(path.join(MAIL_DIR, file), "utf8");
    if (raw.includes(`To: ${address}`) && matching.test(raw)) return raw;
  }
  throw new Error(`No mail to ${address} matching ${matching}`);
}

test("an India order with a GSTIN: IGST at checkout, the invoice PDF in the receipt, the payment in history and status", async ({
  page,
}) => {
  const visitor = uniqueVisitor("gst");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await field(page, "Company Name").fill("Acme Traders");
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Email").fill(visitor.email);
  await field(page, "Phone Number").fill("+91 98765 43210");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });
  await field(page, "Country").selectOption("IN");
  await expect(page.getByTestId("checkout-plan-tax")).toHaveText("plus 18% GST");

  await field(page, "Billing state").selectOption({ label: "Maharashtra" });
  await page.getByLabel(/^GSTIN/).fill("27AAPFU0939F1ZW");
  // A GSTIN makes it a business invoice: GST rule 46 prints the recipient's address.
  await field(page, "Address").fill("12 Marine Drive");
  await field(page, "City").fill("Mumbai");
  await field(page, "Postal code").fill("400020");
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("12/30");
  await field(page, "CVC").fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(page.getByRole("form").getByRole("alert")).toHaveText(
    "This GSTIN's last character does not match: please check it for typing errors.",
  );

  await page.getByLabel(/^GSTIN/).fill("27aapfu0939f1zv");
  await expect(page.getByTestId("checkout-order")).toContainText("IGST (18%)");
  await expect(page.getByTestId("checkout-order-total")).toHaveText("₹9,438.82");
  await page.getByRole("button", { name: "Pay ₹9,438.82" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  const receipt = await waitForMail(visitor.email, /Your LeadFlow receipt/);
  const invoiceNumber = /Invoice: (LF\/\d{4}-\d{2}\/\d{5})/.exec(receipt)![1];
  const [pdf] = mailAttachments(await rawMail(visitor.email, /Your LeadFlow receipt/));
  expect(pdf.contentType).toBe("application/pdf");
  const lines = pdfTextLines(pdf.content);
  for (const line of [
    "Tax Invoice",
    `Invoice number: ${invoiceNumber}`,
    "GSTIN: 27AAPFU0939F1ZV",
    "Place of supply: Maharashtra (27)",
    "IGST @ 18%",
    "INR 1,439.82",
    "INR 9,438.82",
    "12 Marine Drive",
    "Mumbai - 400020",
    "Tax payable on reverse charge: No",
  ]) {
    expect(lines).toContain(line);
  }

  // The signed-in visitor's history (the session cookie) names the invoice, and its link downloads the same PDF.
  const history = await (await page.request.get("/api/payments/history")).json();
  expect(history.data).toEqual([
    expect.objectContaining({ status: "paid", amount: 943_882, currency: "INR", invoice_number: invoiceNumber }),
  ]);
  const download = await page.request.get(history.data[0].invoice_url);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.compare(await download.body(), pdf.content)).toBe(0);
  const reference = /Payment reference: (\S+)/.exec(receipt)![1];
  const status = await page.request.get(`/api/payments/checkout-status?reference=${reference}`);
  expect((await status.json()).data).toMatchObject({ status: "paid", invoice_number: invoiceNumber });

  // Anyone with the receipt, without JavaScript: the public status page.
  await page.goto("/payment-status");
  await field(page, "Payment reference").fill(reference);
  await field(page, "Email").fill(visitor.email);
  await page.getByRole("button", { name: "Check payment" }).click();
  await expect(page.getByText("Paid: we have received this payment.")).toBeVisible();
  // The reference repeated, with the receipt's order summary.
  await expect(page.getByText(`Payment ${reference}: Paid`)).toContainText("Total paid: ₹9,438.82");
  await expect(page.getByText(`Payment ${reference}: Paid`)).toContainText(`Invoice: ${invoiceNumber}`);
  // What was typed stays in the fields, and the answer links a fresh invoice download.
  await expect(field(page, "Payment reference")).toHaveValue(reference);
  await expect(field(page, "Email")).toHaveValue(visitor.email);
  const fresh = page.getByRole("link", { name: `Download invoice ${invoiceNumber}` });
  const freshDownload = await page.request.get((await fresh.getAttribute("href"))!);
  expect(freshDownload.headers()["content-type"]).toBe("application/pdf");
});

test("a data deletion request goes from the form to confirmed by its mailed link, and its status is shown", async ({
  page,
}) => {
  const visitor = uniqueVisitor("ddr");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/data-deletion");
  await page.getByRole("link", { name: "Request Data Deletion" }).click();
  await expect(page).toHaveURL(/\/data-deletion#request-form$/);
  const form = page.getByRole("region", { name: "Request data deletion" });
  await expect(form).toBeInViewport();
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Company").fill("Acme Sales");
  await form.getByLabel("What should we delete?").selectOption("everything");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByRole("status")).toContainText(`We have sent a confirmation link to ${visitor.email}`);

  const verification = await waitForMail(visitor.email, /Confirm your data deletion request/);
  const reference = /DDR-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(verification)![0];
  await page.goto(linkIn(verification, "http://127.0.0.1").replace(/^http:\/\/127\.0\.0\.1:\d+/, ""));
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByText(`Thank you: request ${reference} is confirmed`)).toBeVisible();
  await waitForMail(visitor.email, new RegExp(`We have your data deletion request ${reference}`));

  await page.goto("/data-deletion/status");
  await field(page, "Request reference").fill(reference);
  await field(page, "Email").fill(visitor.email);
  await page.getByRole("button", { name: "Check request" }).click();
  await expect(page.getByText(`${reference} is confirmed and in progress`)).toBeVisible();
});

test("the Enterprise card's 'Talk to sales' form reaches the sales inbox and acknowledges the sender", async ({
  page,
}) => {
  const visitor = uniqueVisitor("sales");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/pricing");
  const enterprise = page.getByRole("article", { name: "Enterprise" });
  await expect(enterprise.getByRole("link", { name: /Get Started/ })).toBeVisible();
  await enterprise.getByRole("link", { name: "Talk to sales" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talk to sales" })).toBeVisible();
  await field(page.locator("main"), "Name").fill("Asha Rao");
  await field(page.locator("main"), "Work email").fill(visitor.email);
  await field(page.locator("main"), "Company").fill("Acme Sales");
  await field(page.locator("main"), "Team size").selectOption("201-1000");
  await field(page.locator("main"), "Message").fill("We have 300 sellers in four departments.");
  await page.getByRole("button", { name: "Send to sales" }).click();
  await expect(page.getByText("Thank you! Our sales team will get back to you within one business day.")).toBeVisible();
  await waitForMail(visitor.email, /We received your message to LeadFlow sales/);
  await waitForMail(
    "hello@leadflow.example",
    new RegExp(`Reply-To: "?Asha Rao"? <${visitor.email.replace(/[.+]/g, "\\$&")}>`),
  );
});
