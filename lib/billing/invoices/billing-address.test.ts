import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { supplier } from "@/lib/billing/supplier";
import { clients, invoices, payments } from "@/lib/platform/db/schema";
import { fulfilPayment } from "@/lib/billing/payments/fulfil";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "@/lib/billing/payments/service";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { pdfTextLines } from "@/testing/pdf-text";
import { testDrivers } from "@/testing/test-databases";
import { invoicePdf } from "./stored-pdf";

const NOW = new Date("2026-06-15T10:00:00Z");

describe.each(testDrivers())("the buyer's address and tax number on the invoice on $name", ({ open }) => {
  const { db } = setUpDatabase(open);

  async function paidInvoiceText(planId: number, countryCode: string, billing: Record<string, unknown>) {
    const tag = randomBytes(6).toString("hex");
    const [client] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `addr-${tag}`,
        clientName: `Acme ${tag}`,
        contactName: "Asha Rao",
        contactEmail: `asha-${tag}@acme.example`,
        contactPhone: "+4930123456",
        countryCode,
        currencyCode: countryCode === "IN" ? "INR" : "USD",
        planId,
        billingCycle: "Monthly",
        apiKeyHash: tag,
      })
      .returning();
    const order = await startPayment(db(), () => sandboxGateway(), {
      clientId: client.id,
      kind: countryCode === "IN" ? "razorpay" : "stripe",
      countryCode,
      billing: billingDetailsSchema.parse(billing),
    });
    await fulfilPayment(db(), { gateway: "sandbox", reference: order.reference, gatewayPaymentId: `pay_${tag}` }, NOW);
    const [row] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.gatewayReference, order.reference));
    return pdfTextLines((await invoicePdf(db(), row.id))!.pdf);
  }

  it("prints a German business's VAT number, its billing address and the reverse-charge note", async () => {
    const text = await paidInvoiceText(2, "DE", {
      country: "DE",
      name: "Acme GmbH",
      line1: "Friedrichstraße 10",
      city: "Berlin",
      postal_code: "10117",
      tax_id: "de 123 456 789",
    });
    for (const line of ["Acme GmbH", "Friedrichstraße 10", "10117 Berlin", "Germany", "VAT number: DE123456789"])
      expect(text).toContain(line);
    expect(text.join(" ")).toContain("Reverse charge: VAT to be accounted for by the customer");
  });

  it("gives the Indian tax invoice the recipient's address and the reverse-charge line", async () => {
    const text = await paidInvoiceText(10, "IN", {
      country: "IN",
      name: "Acme Traders",
      state: supplier.stateCode,
      line1: "12 MG Road",
      city: "Bengaluru",
      postal_code: "560001",
    });
    for (const line of ["Acme Traders", "12 MG Road", "Bengaluru - 560001", "Tax payable on reverse charge: No"])
      expect(text).toContain(line);
    expect(text.join(" ")).not.toContain("Amounts include GST as shown");
  });
});
