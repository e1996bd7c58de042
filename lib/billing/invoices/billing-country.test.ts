import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { clients, invoices, paymentBilling, payments } from "@/lib/platform/db/schema";
import { fulfilPayment } from "@/lib/billing/payments/fulfil";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "@/lib/billing/payments/service";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";
import type { GatewayName } from "@/lib/billing/gateways";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { pdfTextLines } from "@/testing/pdf-text";
import { testDrivers } from "@/testing/test-databases";
import { invoicePdf } from "./stored-pdf";

const NOW = new Date("2026-06-15T10:00:00Z");
const AUSTIN = {
  country: "US",
  name: "Acme Inc",
  line1: "1 Congress Ave",
  city: "Austin",
  postal_code: "73301",
  region: "TX",
};

describe.each(testDrivers())("the billing country decides the tax on $name", ({ open }) => {
  const { db } = setUpDatabase(open);

  async function registration(countryCode: string) {
    const tag = randomBytes(6).toString("hex");
    const [client] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `country-${tag}`,
        clientName: `Acme ${tag}`,
        contactName: "Asha Rao",
        contactEmail: `asha-${tag}@acme.example`,
        contactPhone: "+15125550100",
        countryCode,
        currencyCode: countryCode === "IN" ? "INR" : "USD",
        planId: 10,
        billingCycle: "Monthly",
        apiKeyHash: tag,
      })
      .returning();
    return client;
  }

  const start = (clientId: number, kind: GatewayName, countryCode: string | undefined, billing: object) =>
    startPayment(db(), () => sandboxGateway(), {
      clientId,
      kind,
      countryCode,
      billing: billingDetailsSchema.parse(billing),
    });

  it("refuses country_code IN with a US billing address, with a code, before anything is charged", async () => {
    const client = await registration("IN");
    await expect(start(client.id, "razorpay", "IN", AUSTIN)).rejects.toMatchObject({
      code: "billing_country_mismatch",
      details: { country_code: "IN", billing_country: "US" },
    });
    expect(await db().select().from(payments).where(eq(payments.clientId, client.id))).toEqual([]);
  });

  it("a buyer in the US paying in rupees pays no GST, and the invoice says what the law says of exports", async () => {
    const client = await registration("IN");
    const order = await start(client.id, "razorpay", "US", AUSTIN);
    expect(order.currency).toBe("INR");
    const [billing] = await db()
      .select()
      .from(paymentBilling)
      .innerJoin(payments, eq(payments.id, paymentBilling.paymentId))
      .where(eq(payments.gatewayReference, order.reference));
    expect(billing.payment_billing).toMatchObject({
      countryCode: "US",
      billingState: null,
      cgstAmount: 0,
      igstAmount: 0,
    });
    expect(order.amount).toBe(billing.payment_billing.taxableAmount);
    await fulfilPayment(
      db(),
      { gateway: "sandbox", reference: order.reference, gatewayPaymentId: `pay_${client.id}` },
      NOW,
    );
    const [row] = await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.clientId, client.id));
    const text = pdfTextLines((await invoicePdf(db(), row.id))!.pdf)
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).not.toMatch(/CGST|SGST|IGST @|Karnataka \(state code/);
    expect(text).toContain("zero-rated supply (Integrated Goods and Services Tax Act 2017, sections 2(6) and 16)");
    expect(text).toContain("Supply meant for export under Letter of Undertaking");
    expect(text).toContain("Paid in Indian rupees");
  });

  it("an Indian billing address pays GST by its state", async () => {
    const client = await registration("IN");
    const order = await start(client.id, "razorpay", "IN", { country: "IN", name: "Acme", state: "27" });
    const [billing] = await db()
      .select()
      .from(paymentBilling)
      .innerJoin(payments, eq(payments.id, paymentBilling.paymentId))
      .where(eq(payments.gatewayReference, order.reference));
    expect(billing.payment_billing.igstAmount).toBeGreaterThan(0);
    expect(billing.payment_billing.countryCode).toBe("IN");
  });
});
