import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { supplier } from "@/lib/billing/supplier";
import { clients, outboxJobs, payments } from "@/lib/platform/db/schema";
import { drain } from "@/lib/platform/outbox";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { orderSummaryText } from "@/lib/billing/plans/order-summary";
import { fulfilPayment } from "./fulfil";
import { paidOrderFor } from "./paid-order";
import { RECEIPT_EMAIL, receiptDedupeKey, receiptTemplate } from "./receipt-mail";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "./service";
import { repositoryMailTexts } from "@/testing/mail-texts";

// The receipt prints the order summary the checkout showed (lib/billing/plans/order-summary.ts): plan, cycle, the annual
// equivalent, each tax line, total, reference, date and renewal in India time, invoice link.

const PAID_AT = new Date("2026-11-27T20:30:00Z"); // 28 November in India

describe.each(testDrivers())("the receipt's order summary on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);

  it("lists plan, each GST line, total, reference, paid and renewal dates in India time, and the invoice link", async () => {
    const tag = randomBytes(6).toString("hex");
    const email = `receipt-${tag}@acme.example`;
    const [client] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `rcpt-${tag}`,
        clientName: "Acme Traders",
        contactName: "Asha Rao",
        contactEmail: email,
        contactPhone: "+919876543210",
        countryCode: "IN",
        currencyCode: "INR",
        planId: 15, // Professional, Yearly, INR
        billingCycle: "Yearly",
        apiKeyHash: tag,
      })
      .returning();
    const order = await startPayment(db(), () => sandboxGateway(), {
      clientId: client.id,
      kind: "razorpay",
      countryCode: "IN",
      billing: billingDetailsSchema.parse({ name: "Acme Traders", state: "27" }),
    });
    await fulfilPayment(
      db(),
      { gateway: "sandbox", reference: order.reference, gatewayPaymentId: `pay_${tag}` },
      PAID_AT,
    );
    const [payment] = await db().select().from(payments).where(eq(payments.gatewayReference, order.reference));
    await db().update(outboxJobs).set({ status: "done" }).where(eq(outboxJobs.status, "pending"));
    await db()
      .update(outboxJobs)
      .set({ status: "pending" })
      .where(eq(outboxJobs.dedupeKey, receiptDedupeKey(payment.id)));
    const handlers = emailHandlers({
      [RECEIPT_EMAIL]: receiptTemplate({
        texts: repositoryMailTexts,
        invoiceLink: (id) => `https://x.example/i/${id}`,
      }),
    });
    expect(await drain(db(), handlers)).toMatchObject({ done: 1 });
    // Quoted-printable: the UTF-8 bytes of ₹ as =E2=82=B9.
    const [mail] = mailsTo(email).map((raw) =>
      Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
    for (const line of [
      "Plan: Professional",
      "Billing cycle: Yearly",
      "Per month: ₹6,665.83/mo, billed ₹79,990 yearly, save ₹15,998",
      "IGST (18%): ₹14,398.20",
      "Total paid: ₹94,388.20 INR",
      `Payment reference: pay_${tag}`,
      "Paid on: 28 November 2026 (India time)",
      "Next renewal: 28 November 2027 (India time)",
      "Invoice: LF/2026-27/",
    ])
      expect(mail).toContain(line);

    // /payment-status repeats the same summary for the reference and the registration's e-mail, and nothing else.
    const status = await paidOrderFor(db(), `pay_${tag}`, email.toUpperCase(), (id) => `https://x.example/i/${id}`);
    expect(orderSummaryText(status!)).toEqual(
      expect.arrayContaining([
        "Total paid: ₹94,388.20",
        "Next renewal: 28 November 2027 (India time)",
        expect.stringMatching(/^Invoice: LF\/2026-27\/\d{5} \(https:\/\/x\.example\/i\/\d+\)$/),
      ]),
    );
    expect(await paidOrderFor(db(), `pay_${tag}`, "someone@else.example")).toBeNull();
    expect(supplier.stateCode).not.toBe("27");
  });
});
