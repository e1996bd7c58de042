import "server-only";
import { desc, eq } from "drizzle-orm";
import { supplier } from "@/lib/billing/supplier";
import type { Database } from "@/lib/platform/db/client";
import { paymentBilling, payments, type Client } from "@/lib/platform/db/schema";
import type { BillingDetails } from "@/lib/billing/tax/billing";
import type { BillingInput } from "@/lib/billing/tax/billing-rules";
import { ApiError } from "@/lib/platform/http";
import { computeTax, type TaxBreakdown } from "@/lib/billing/tax/gst";

/**
 * The billing country, the one fact that decides the tax: the billing details' country (India when they name none, as
 * the first checkout sent them), else the request's country_code, else the registration's. A request whose
 * country_code names another country than its billing details is refused: which one to tax would be a guess.
 */
export function billingCountryOf(
  countryCode: string | undefined,
  billing: BillingDetails | undefined,
  registered: string,
): string {
  if (!billing) return countryCode ?? registered;
  const country = billing.country ?? "IN";
  if (countryCode && countryCode !== country)
    throw new ApiError(
      "billing_country_mismatch",
      `country_code ${countryCode} contradicts the billing address in ${country}: the billing country decides the tax, so send the same country in both.`,
      { country_code: countryCode, billing_country: country },
    );
  return country;
}

/**
 * The tax on an order priced at `taxable` (smallest unit). Without a billing state (an API caller that sent no
 * billing details), the place of supply of a service to an unregistered buyer whose address is not on record is
 * the supplier's own state (IGST Act, section 12(2)).
 */
export function taxForOrder(
  taxable: number,
  currency: string,
  billingCountry: string,
  billing?: BillingDetails,
): TaxBreakdown {
  return computeTax({
    taxable,
    currency,
    buyerCountry: billingCountry,
    buyerStateCode: billing?.state ?? supplier.stateCode,
    supplierStateCode: supplier.stateCode,
  });
}

/** Stores (or, for a reused session, replaces) what the invoice will print for this payment. */
export async function recordBilling(
  db: Pick<Database, "insert">,
  paymentId: number,
  client: Pick<Client, "clientName" | "countryCode">,
  tax: TaxBreakdown,
  billing: BillingDetails | undefined,
  billingCountry: string,
): Promise<void> {
  const india = billingCountry === "IN";
  const amountOf = (kind: string) => tax.lines.find((line) => line.kind === kind)?.amount ?? 0;
  const row = {
    billingName: billing?.name ?? client.clientName,
    billingState: india ? (billing?.state ?? supplier.stateCode) : null,
    gstin: india ? (billing?.gstin ?? null) : null,
    countryCode: billingCountry,
    addressLine1: billing?.address?.line1 ?? null,
    city: billing?.address?.city ?? null,
    postalCode: billing?.address?.postalCode ?? null,
    region: india ? null : (billing?.address?.region ?? null),
    taxId: india ? null : (billing?.taxId ?? null),
    taxableAmount: tax.taxable,
    cgstAmount: amountOf("CGST"),
    sgstAmount: amountOf("SGST"),
    igstAmount: amountOf("IGST"),
  };
  await db
    .insert(paymentBilling)
    .values({ paymentId, ...row })
    .onConflictDoUpdate({ target: paymentBilling.paymentId, set: row });
}

/** The checkout's billing fields, every one given (empty when not applicable), with the country they are for. */
export type SavedBilling = Required<BillingInput>;

/**
 * The billing details typed for a registration's latest payment attempt, as the checkout's fields take them: a
 * registration resumed in another browser starts its checkout with them (docs/buying.md). Null before any attempt.
 */
export async function lastBillingDetails(db: Database, clientId: number): Promise<SavedBilling | null> {
  const [row] = await db
    .select({ billing: paymentBilling })
    .from(paymentBilling)
    .innerJoin(payments, eq(payments.id, paymentBilling.paymentId))
    .where(eq(payments.clientId, clientId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) return null;
  const { billing } = row;
  return {
    country: billing.countryCode,
    name: billing.billingName,
    state: billing.billingState ?? "",
    gstin: billing.gstin ?? "",
    line1: billing.addressLine1 ?? "",
    city: billing.city ?? "",
    postalCode: billing.postalCode ?? "",
    region: billing.region ?? "",
    taxId: billing.taxId ?? "",
  };
}
