import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { supplier } from "@/lib/billing/supplier";
import { mailAttachments } from "@/testing/mail-attachment";
import { clients, invoices, outboxJobs, paymentBilling, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { drain } from "@/lib/platform/outbox";
import { fulfilIn, fulfilPayment } from "@/lib/billing/payments/fulfil";
import { RECEIPT_EMAIL, receiptTemplate } from "@/lib/billing/payments/receipt-mail";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "@/lib/billing/payments/service";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { pdfTextLines } from "@/testing/pdf-text";
import { signedIdKey, signId, verifySignedId } from "@/lib/platform/security/signed-id";
import { financialYear, invoiceNumber } from "./numbering";
import { invoicePdf } from "./stored-pdf";
import { repositoryMailTexts } from "@/testing/mail-texts";

describe("invoice numbers", () => {
  it("follow India's financial year (April to March, Indian time)", () => {
    expect(financialYear(new Date("2026-03-31T18:29:59Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });

  it("fit GST's 16 characters", () => {
    expect(invoiceNumber("LF", "2026-27", 42)).toBe("LF/2026-27/00042");
    expect(invoiceNumber("LF", "2026-27", 99_999).length).toBeLessThanOrEqual(16);
  });

  it("links open one invoice until they expire, and cannot be altered", () => {
    const key = signedIdKey("a-session-secret-of-at-least-32-characters", "invoice-links");
    const now = new Date("2026-06-01T00:00:00Z");
    const token = signId(key, 42, new Date("2026-07-01T00:00:00Z"));
    expect(verifySignedId(key, token, now)).toBe(42);
    expect(verifySignedId(key, token, new Date("2026-07-02T00:00:00Z"))).toBeNull();
    expect(verifySignedId(key, token.replace(/^42\./, "43."), now)).toBeNull();
    expect(
      verifySignedId(signedIdKey("another-secret-of-at-least-32-characters!", "invoice-links"), token, now),
    ).toBeNull();
  });
});

const NOW = new Date("2026-06-15T10:00:00Z");

describe.each(testDrivers())("invoices on $name", ({ name, open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open);

  /** A registered client on an INR or USD plan (catalog ids: 2 Starter USD Monthly, 10 Starter INR Monthly). */
  async function client(planId: number, countryCode: string) {
    const tag = randomBytes(6).toString("hex");
    const [row] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `inv-${tag}`,
        clientName: `Acme ${tag}`,
        contactName: "Asha Rao",
        contactEmail: `asha-${tag}@acme.example`,
        contactPhone: "+919876543210",
        countryCode,
        currencyCode: countryCode === "IN" ? "INR" : "USD",
        planId,
        billingCycle: "Monthly",
        apiKeyHash: tag,
      })
      .returning();
    return row;
  }
  const sandbox = () => sandboxGateway();
  const paidAt = (reference: string) => ({
    gateway: "sandbox" as const,
    reference,
    gatewayPaymentId: `pay_${reference}`,
  });
  const invoiceOf = async (reference: string) => {
    const [row] = await db()
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.gatewayReference, reference));
    return row?.invoice;
  };

  it("prices an India order with GST from the billing state: CGST + SGST at home, IGST elsewhere", async () => {
    const home = await client(10, "IN");
    const away = await client(10, "IN");
    const atHome = await startPayment(db(), sandbox, {
      clientId: home.id,
      kind: "razorpay",
      countryCode: "IN",
      billing: { name: "Acme Pvt Ltd", state: supplier.stateCode },
    });
    const elsewhere = await startPayment(db(), sandbox, {
      clientId: away.id,
      kind: "razorpay",
      countryCode: "IN",
      billing: { name: "Acme Pvt Ltd", state: "27", gstin: "27AAPFU0939F1ZV" },
    });
    expect([atHome.amount, elsewhere.amount, atHome.currency]).toEqual([283_082, 283_082, "INR"]);
    const billing = async (reference: string) => {
      const [row] = await db()
        .select({ billing: paymentBilling })
        .from(paymentBilling)
        .innerJoin(payments, eq(payments.id, paymentBilling.paymentId))
        .where(eq(payments.gatewayReference, reference));
      return row.billing;
    };
    expect(await billing(atHome.reference)).toMatchObject({
      taxableAmount: 239_900,
      cgstAmount: 21_591,
      sgstAmount: 21_591,
      igstAmount: 0,
      gstin: null,
    });
    expect(await billing(elsewhere.reference)).toMatchObject({
      taxableAmount: 239_900,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 43_182,
      gstin: "27AAPFU0939F1ZV",
      billingState: "27",
    });
    // A global order: the catalog price, no tax.
    const global = await client(2, "US");
    expect(await startPayment(db(), sandbox, { clientId: global.id, kind: "stripe", countryCode: "US" })).toMatchObject(
      { amount: 2_900, currency: "USD" },
    );
  });

  it("starts the numbers again at the Indian financial year: 31 March 18:29:59 UTC is the old year, 18:30:00 the new", async () => {
    // 2029-30 and 2030-31: years no other test issues in, so their counters start here.
    const moments = ["2030-03-31T18:29:58Z", "2030-03-31T18:29:59Z", "2030-03-31T18:30:00Z", "2030-03-31T18:30:01Z"];
    const numbers: string[] = [];
    for (const moment of moments) {
      const { id } = await client(10, "IN");
      const { reference } = await startPayment(db(), sandbox, { clientId: id, kind: "razorpay", countryCode: "IN" });
      expect(await fulfilPayment(db(), paidAt(reference), new Date(moment))).toBe("fulfilled");
      numbers.push((await invoiceOf(reference))!.number);
    }
    expect(numbers).toEqual(["LF/2029-30/00001", "LF/2029-30/00002", "LF/2030-31/00001", "LF/2030-31/00002"]);
  });

  it("gives 20 payments fulfilled at once 20 consecutive numbers, and a rolled-back fulfilment gives its number back", async () => {
    const year = financialYear(NOW);
    const before = (
      await db().select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.financialYear, year))
    ).length;
    const references: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { id } = await client(i % 2 ? 10 : 2, i % 2 ? "IN" : "US");
      references.push(
        (
          await startPayment(db(), sandbox, {
            clientId: id,
            kind: i % 2 ? "razorpay" : "stripe",
            countryCode: i % 2 ? "IN" : "US",
          })
        ).reference,
      );
    }
    const settled = await Promise.all(references.map((reference) => fulfilPayment(db(), paidAt(reference), NOW)));
    expect(settled.every((result) => result === "fulfilled")).toBe(true);
    const numbers = await Promise.all(references.map(async (reference) => (await invoiceOf(reference))!));
    const sequences = numbers.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(new Set(numbers.map((invoice) => invoice.number)).size).toBe(20);

    // A fulfilment whose transaction fails after taking a number: the next one gets that number.
    const { id } = await client(2, "US");
    const lost = await startPayment(db(), sandbox, { clientId: id, kind: "stripe", countryCode: "US" });
    await expect(
      db().transaction(async (tx) => {
        await fulfilIn(tx, paidAt(lost.reference), NOW);
        throw new Error("the connection dropped");
      }),
    ).rejects.toThrow("the connection dropped");
    expect(await invoiceOf(lost.reference)).toBeUndefined();
    await fulfilPayment(db(), paidAt(lost.reference), NOW);
    expect((await invoiceOf(lost.reference))!.number).toBe(invoiceNumber(supplier.invoicePrefix, year, before + 21));
  }, 120_000);

  it("mails the receipt through SMTP with the tax invoice attached, its totals and tax lines readable", async () => {
    const buyer = await client(10, "IN");
    const order = await startPayment(db(), sandbox, {
      clientId: buyer.id,
      kind: "razorpay",
      countryCode: "IN",
      billing: { name: "Acme Traders", state: supplier.stateCode, gstin: "29AAGCB7383J1Z4" },
    });
    await fulfilPayment(db(), paidAt(order.reference), NOW);
    const invoice = (await invoiceOf(order.reference))!;
    const handlers = emailHandlers({
      [RECEIPT_EMAIL]: receiptTemplate({
        texts: repositoryMailTexts,
        invoiceLink: (id) => `https://leadflow.example/api/invoices/token-${id}`,
      }),
    });
    const [job] = await db()
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, `email:receipt:payment:${invoice.paymentId}`));
    // Only this receipt: other tests' jobs stay queued.
    await db().update(outboxJobs).set({ status: "done" }).where(eq(outboxJobs.status, "pending"));
    await db().update(outboxJobs).set({ status: "pending" }).where(eq(outboxJobs.id, job.id));
    expect(await drain(db(), handlers)).toMatchObject({ done: 1 });

    const mail = smtp().messages.find((message) => message.to.includes(buyer.contactEmail))!;
    expect(mail.raw).toContain(invoice.number);
    expect(mail.raw).toContain(`https://leadflow.example/api/invoices/token-${invoice.id}`);
    const [attachment] = mailAttachments(mail.raw);
    expect(attachment).toMatchObject({
      filename: `${invoice.number.replaceAll("/", "-")}.pdf`,
      contentType: "application/pdf",
    });
    const text = pdfTextLines(attachment.content);
    for (const line of [
      "Tax Invoice",
      `Invoice number: ${invoice.number}`,
      supplier.legalName,
      `GSTIN: ${supplier.gstin}`,
      "Acme Traders",
      "GSTIN: 29AAGCB7383J1Z4",
      `${(await invoiceOf(order.reference))!.description} (SAC 998314)`,
      "Taxable value",
      "INR 2,399.00",
      "CGST @ 9%",
      "SGST @ 9%",
      "INR 215.91",
      "Total",
      "INR 2,830.82",
    ]) {
      expect(text).toContain(line);
    }
    expect(text.join("\n")).not.toContain("IGST");
    // The PDF is stored the first time: a later copy (the download) is the same document.
    expect((await invoicePdf(db(), invoice.id))!.pdf.equals(attachment.content)).toBe(true);
  }, 60_000);

  it(`a global order's invoice has the same numbering and no Indian tax lines (${name})`, async () => {
    const buyer = await client(2, "US");
    const order = await startPayment(db(), sandbox, { clientId: buyer.id, kind: "stripe", countryCode: "US" });
    await fulfilPayment(db(), paidAt(order.reference), NOW);
    const invoice = (await invoiceOf(order.reference))!;
    expect(invoice).toMatchObject({ currency: "USD", taxableAmount: 2_900, taxLines: [], totalAmount: 2_900 });
    expect(invoice.number).toMatch(/^LF\/2026-27\/\d{5}$/);
    const text = pdfTextLines((await invoicePdf(db(), invoice.id))!.pdf).join("\n");
    expect(text).toContain("USD 29.00");
    expect(text).toContain("United States");
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });
});
