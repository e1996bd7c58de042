import "server-only";
import addressFormatter from "@fragaria/address-formatter";
import { eq } from "drizzle-orm";
import { supplier } from "@/lib/billing/supplier";
import { env } from "@/lib/platform/env";
import type { Database } from "@/lib/platform/db/client";
import {
  invoices,
  paymentBilling,
  type Client,
  type InvoiceParty,
  type InvoiceTaxLine,
  type Payment,
} from "@/lib/platform/db/schema";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { countryName } from "@/lib/site/region/detect";
import { indianStateName } from "@/lib/billing/tax/india-states";
import { taxIdRule } from "@/lib/billing/tax/tax-id";
import { nextCounterValue } from "@/lib/platform/db/counters";
import { financialYear, invoiceNumber } from "./numbering";

type Tx = Pick<Database, "select" | "insert">;

export const invoiceCounterName = (year: string) => `invoice:${year}`;

export function supplierParty(): InvoiceParty {
  return {
    name: supplier.legalName,
    addressLines: supplier.addressLines,
    gstin: supplier.gstin,
    stateCode: supplier.stateCode,
    stateName: indianStateName(supplier.stateCode),
    email: env.mail.public.billing,
    countryCode: "IN",
  };
}

/**
 * Issues the tax invoice of a payment just marked paid, in the fulfilment transaction: the number comes from the
 * financial year's counter in the same transaction, so numbers are consecutive and none is lost or shared.
 */
export async function issueInvoice(tx: Tx, payment: Payment, client: Client, now: Date): Promise<number> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, payment.id));
  if (existing) return existing.id;
  const [billing] = await tx.select().from(paymentBilling).where(eq(paymentBilling.paymentId, payment.id));
  const taxLines: InvoiceTaxLine[] = [];
  if (billing) {
    if (billing.cgstAmount)
      taxLines.push(
        { kind: "CGST", ratePercent: 9, amount: billing.cgstAmount },
        { kind: "SGST", ratePercent: 9, amount: billing.sgstAmount },
      );
    if (billing.igstAmount) taxLines.push({ kind: "IGST", ratePercent: 18, amount: billing.igstAmount });
  }
  // The invoice states what was charged: billing figures that do not add up to it (a payment made before tax was
  // priced in) are left out rather than printed wrong.
  const billed =
    billing && billing.taxableAmount + taxLines.reduce((sum, line) => sum + line.amount, 0) === payment.amount
      ? billing
      : undefined;
  const year = financialYear(now);
  const sequence = await nextCounterValue(tx, invoiceCounterName(year));
  const plan = findCatalogPlan(payment.planId);
  const [row] = await tx
    .insert(invoices)
    .values({
      paymentId: payment.id,
      clientId: client.id,
      number: invoiceNumber(supplier.invoicePrefix, year, sequence),
      financialYear: year,
      sequence,
      issuedAt: now,
      currency: payment.currency,
      description: `LeadFlow ${plan?.plan_name ?? `plan ${payment.planId}`} plan, ${client.billingCycle === "Yearly" ? "yearly" : "monthly"} subscription`,
      sacCode: supplier.sacCode,
      taxableAmount: billed ? billing.taxableAmount : payment.amount,
      taxLines: billed ? taxLines : [],
      totalAmount: payment.amount,
      supplier: supplierParty(),
      buyer: buyerParty(client, billed),
      paymentReference: payment.gatewayPaymentId ?? payment.gatewayReference,
    })
    .returning({ id: invoices.id });
  return row.id;
}

/**
 * The address in the country's own order ("10115 Berlin", "Austin, TX 73301"), by OpenCage's address templates
 * (@fragaria/address-formatter); only the parts given are printed. The country is printed on its own line after.
 */
export function postalLines(
  country: string,
  billing?: Pick<typeof paymentBilling.$inferSelect, "addressLine1" | "city" | "postalCode" | "region">,
): string[] {
  if (!billing || ![billing.addressLine1, billing.city, billing.postalCode, billing.region].some(Boolean)) return [];
  return addressFormatter.format(
    {
      ...(billing.addressLine1 ? { road: billing.addressLine1 } : {}),
      ...(billing.city ? { city: billing.city } : {}),
      ...(billing.postalCode ? { postcode: billing.postalCode } : {}),
      ...(billing.region ? { state: billing.region } : {}),
      countryCode: country,
    },
    { output: "array", appendCountry: false },
  );
}

function buyerParty(client: Client, billing?: typeof paymentBilling.$inferSelect): InvoiceParty {
  const stateName = billing?.billingState ? indianStateName(billing.billingState) : undefined;
  const country = billing?.countryCode ?? client.countryCode;
  const name = billing?.billingName ?? client.clientName;
  const addressLines = [
    ...(name === client.clientName ? [] : [client.clientName]),
    ...postalLines(country, billing),
    ...(stateName ? [`${stateName} (state code ${billing!.billingState})`] : []),
    countryName(country),
  ];
  return {
    name,
    addressLines,
    gstin: billing?.gstin ?? undefined,
    ...(billing?.taxId ? { taxId: { label: taxIdRule(country).label, value: billing.taxId } } : {}),
    stateCode: billing?.billingState ?? undefined,
    stateName,
    email: client.contactEmail,
    countryCode: country,
  };
}
