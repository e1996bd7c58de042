import "server-only";
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, invoices, payments, type Invoice, type Payment } from "@/lib/platform/db/schema";
import { findCatalogPlan, isFreePlanId } from "@/lib/billing/plans/catalog";
import { annualNoteFor, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";

type InvoiceLink = (invoiceId: number) => string;

/**
 * A paid payment as the order summary shows it (lib/billing/plans/order-summary.ts), when the reference and the registration's
 * e-mail both match: for /payment-status, which repeats what the receipt says. Null otherwise.
 */
export async function paidOrderFor(
  db: Database,
  reference: string,
  email: string,
  invoiceLink?: InvoiceLink,
): Promise<OrderSummaryInput | null> {
  return paidOrderWhere(
    db,
    and(
      or(eq(payments.gatewayReference, reference), eq(payments.gatewayPaymentId, reference)),
      sql`lower(${clients.contactEmail}) = ${email.trim().toLowerCase()}`,
    )!,
    invoiceLink,
  );
}

/**
 * A registration's order as its completion page and its resume link show it (docs/buying.md, One order summary): its
 * last paid payment; 'Free plan' for a free account; null while its paid plan awaits payment, or for no such client.
 */
export async function clientOrder(
  db: Database,
  clientId: number,
  invoiceLink?: InvoiceLink,
): Promise<OrderSummaryInput | null> {
  const paid = await paidOrderWhere(db, eq(payments.clientId, clientId), invoiceLink);
  if (paid) return paid;
  const [client] = await db
    .select({ planId: clients.planId, currency: clients.currencyCode, cycle: clients.billingCycle })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client || !isFreePlanId(client.planId)) return null;
  const plan = client.planId == null ? undefined : findCatalogPlan(client.planId);
  return {
    planName: plan?.plan_name ?? "Free",
    cycle: client.cycle === "Yearly" ? "Yearly" : "Monthly",
    currency: plan?.currency ?? client.currency,
    subtotal: 0,
    taxLines: [],
    total: 0,
    free: true,
  };
}

async function paidOrderWhere(db: Database, where: SQL, invoiceLink?: InvoiceLink): Promise<OrderSummaryInput | null> {
  const [row] = await db
    .select({ payment: payments, cycle: clients.billingCycle, invoice: invoices })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(where, eq(payments.status, "paid")))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return row ? paidOrder(row.payment, row.cycle, row.invoice, invoiceLink) : null;
}

/**
 * A paid payment's order as the checkout showed it, from what was charged and invoiced: for the receipt, the
 * completion page and /payment-status alike. `registeredCycle`: the client's, for a plan the catalog no longer has.
 */
export function paidOrder(
  payment: Payment,
  registeredCycle: string | null,
  invoice: Invoice | null,
  invoiceLink?: InvoiceLink,
): OrderSummaryInput & { paid: NonNullable<OrderSummaryInput["paid"]> } {
  const plan = findCatalogPlan(payment.planId);
  return {
    planName: plan?.plan_name ?? `Plan ${payment.planId}`,
    cycle: (plan?.billing_cycle ?? registeredCycle) === "Yearly" ? "Yearly" : "Monthly",
    currency: payment.currency,
    subtotal: invoice ? invoice.taxableAmount : payment.amount,
    taxLines: (invoice?.taxLines ?? []).map((line) => ({
      label: `${line.kind} (${line.ratePercent}%)`,
      amount: line.amount,
    })),
    total: payment.amount,
    annualNote: plan ? annualNoteFor(plan) : undefined,
    paid: {
      reference: payment.gatewayPaymentId ?? payment.gatewayReference,
      paidAt: payment.paidAt ?? payment.createdAt,
      ...(invoice ? { invoiceNumber: invoice.number, invoiceUrl: invoiceLink?.(invoice.id) } : {}),
    },
  };
}
