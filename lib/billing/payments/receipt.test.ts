import { eq } from "drizzle-orm";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { formatReceiptAmount, receiptEmail } from "@/lib/billing/payments/receipt-message";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { fulfilPayment } from "./fulfil";
import { receiptDedupeKey, receiptTemplate } from "./receipt-mail";
import { repositoryMailTexts } from "@/testing/mail-texts";

describe("receiptEmail", () => {
  const data = {
    to: "asha@acme.example",
    contactName: "Asha <Rao>",
    companyName: "Acme & Sons",
    billingCycle: "Yearly",
    gatewayName: "Razorpay",
    order: {
      planName: "Professional",
      cycle: "Yearly" as const,
      currency: "INR",
      subtotal: 239_900,
      taxLines: [],
      total: 239_900,
      paid: { reference: "pay_Abc123", paidAt: new Date("2026-03-04T10:00:00Z") },
    },
  };

  it("states plan, cycle, amount and currency, gateway, reference and date in text and HTML", async () => {
    const mail = await receiptEmail(data, repositoryMailTexts);
    for (const figure of ["Professional", "Yearly", "₹2,399.00 INR", "Razorpay", "pay_Abc123", "4 March 2026"]) {
      expect(mail.text).toContain(figure);
      expect(mail.html).toContain(figure);
    }
    expect(mail.html).toContain("Acme &amp; Sons");
    expect(mail.html).not.toContain("<Rao>");
  });

  it("formats minor units with two decimals", () => {
    expect(formatReceiptAmount(2900, "USD")).toBe("$29.00 USD");
    expect(formatReceiptAmount(4999, "EUR")).toBe("€49.99 EUR");
  });
});

describe.each(testDrivers())("receipt on fulfilment on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  it("enqueues one receipt however often the payment is fulfilled, and renders the stored figures", async () => {
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `receipt-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: findCatalogPlan(3),
    });
    const { clientId } = await registerClient(handle.db, payload, {
      ip: "198.51.100.77",
      countryCode: "US",
      platform: {},
    });
    const [payment] = await handle.db
      .insert(payments)
      .values({
        clientId: clientId!,
        planId: 3,
        gateway: "sandbox",
        gatewayReference: `ref_${clientId}`,
        amount: 4900,
        currency: "USD",
      })
      .returning();
    const paid = { gateway: "sandbox" as const, reference: `ref_${clientId}`, gatewayPaymentId: `sbx_pay_${clientId}` };
    const now = new Date("2026-05-06T12:00:00Z");

    const results = await Promise.all([fulfilPayment(handle.db, paid, now), fulfilPayment(handle.db, paid, now)]);
    expect(await fulfilPayment(handle.db, paid, now)).toBe("unchanged");
    expect(results.filter((settled) => settled === "fulfilled")).toHaveLength(1);

    const jobs = await handle.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, receiptDedupeKey(payment.id)));
    expect(jobs).toHaveLength(1);
    expect(jobs[0].payload).toEqual({ template: "receipt", paymentId: payment.id });

    const mail = await receiptTemplate({ texts: repositoryMailTexts })(jobs[0].payload, {
      db: handle.db,
      job: jobs[0],
      now,
    });
    if (!mail) throw new Error("The receipt template rendered no mail");
    expect(mail.to).toBe(payload.contact_email);
    for (const figure of [
      findCatalogPlan(3)!.plan_name,
      "$49.00 USD",
      "Test mode (sandbox)",
      `sbx_pay_${clientId}`,
      "6 May 2026 (UTC)",
    ]) {
      expect(mail.text).toContain(figure);
    }
  }, 30_000);
});
