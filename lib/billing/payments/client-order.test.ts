import { randomBytes } from "node:crypto";
import { clients } from "@/lib/platform/db/schema";
import { orderSummaryText } from "@/lib/billing/plans/order-summary";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { lastBillingDetails } from "./billing";
import { fulfilPayment } from "./fulfil";
import { clientOrder } from "./paid-order";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "./service";

// The completion page and a paid registration's resume link show the order as the receipt has it
// (docs/buying.md, One order summary): a paid client's last payment, a free client's 'Free plan', nothing while unpaid.

const PAID_AT = new Date("2026-01-31T10:00:00Z");

describe.each(testDrivers())("clientOrder on $name", ({ open }) => {
  const { db } = setUpDatabase(open);

  async function client(planId: number, cycle: "Monthly" | "Yearly" = "Monthly") {
    const tag = randomBytes(6).toString("hex");
    const [row] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `order-${tag}`,
        clientName: "Acme Sales",
        contactName: "Asha Rao",
        contactEmail: `order-${tag}@acme.example`,
        contactPhone: "+14155550100",
        countryCode: "US",
        currencyCode: "USD",
        planId,
        billingCycle: cycle,
        apiKeyHash: tag,
      })
      .returning();
    return row;
  }

  it("gives a paid client's order: plan, cycle, total paid, reference, dates and the invoice link", async () => {
    const paid = await client(3); // Professional, Monthly, USD
    const order = await startPayment(db(), () => sandboxGateway(), {
      clientId: paid.id,
      kind: "stripe",
      countryCode: "US",
      billing: billingDetailsSchema.parse({ country: "US", name: "Acme Sales" }),
    });
    expect(await clientOrder(db(), paid.id)).toBeNull(); // waiting for payment: nothing paid to show
    const reference = `pay_${paid.id}_${Date.now()}`;
    await fulfilPayment(db(), { gateway: "sandbox", reference: order.reference, gatewayPaymentId: reference }, PAID_AT);
    const summary = await clientOrder(db(), paid.id, (id) => `https://x.example/i/${id}`);
    expect(orderSummaryText(summary!)).toEqual([
      "Plan: Professional",
      "Billing cycle: Monthly",
      "Price: $99.00",
      "Total paid: $99.00",
      `Payment reference: ${reference}`,
      "Paid on: 31 January 2026 (UTC)",
      "Next renewal: 28 February 2026 (UTC)",
      expect.stringMatching(/^Invoice: LF\/2025-26\/\d{5} \(https:\/\/x\.example\/i\/\d+\)$/),
    ]);
  });

  it("gives the billing details of a registration's last payment attempt, for a checkout resumed elsewhere", async () => {
    const pending = await client(2);
    expect(await lastBillingDetails(db(), pending.id)).toBeNull();
    await startPayment(db(), () => sandboxGateway(), {
      clientId: pending.id,
      kind: "stripe",
      countryCode: "GB",
      billing: billingDetailsSchema.parse({
        country: "GB",
        name: "Acme Sales Ltd",
        line1: "10 Downing Street",
        city: "London",
        postal_code: "SW1A 2AA",
      }),
    });
    expect(await lastBillingDetails(db(), pending.id)).toEqual({
      country: "GB",
      name: "Acme Sales Ltd",
      state: "",
      gstin: "",
      line1: "10 Downing Street",
      city: "London",
      postalCode: "SW1A 2AA",
      region: "",
      taxId: "",
    });
  });

  it("says 'Free plan' for a free client, and nothing for a client it does not know", async () => {
    const free = await client(1);
    expect(orderSummaryText((await clientOrder(db(), free.id))!)).toEqual([
      "Plan: Free (Free plan)",
      "Total: Free plan: nothing to pay",
    ]);
    expect(await clientOrder(db(), 987_654_321)).toBeNull();
  });
});
