import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { clients, invoices, payments } from "@/lib/db/schema";
import { findCatalogPlan } from "@/lib/plans/catalog";
import { annualNoteFor, type OrderSummaryInput } from "@/lib/plans/order-summary";

/**
 * A paid payment as the order summary shows it (lib/plans/order-summary.ts), when the reference and the registration's
 * e-mail both match: for /payment-status, which repeats what the receipt says. Null otherwise.
 */
export async function paidOrderFor(
  db: Database,
  reference: string,
  email: string,
  invoiceLink?: (invoiceId: number) => string,
): Promise<OrderSummaryInput | null> {
  const [row] = await db
    .select({ payment: payments, cycle: clients.billingCycle, invoice: invoices })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(
      and(
        or(eq(payments.gatewayReference, reference), eq(payments.gatewayPaymentId, reference)),
        sql`lower(${clients.contactEmail}) = ${email.trim().toLowerCase()}`,
        eq(payments.status, "paid"),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { payment, invoice } = row;
  const plan = findCatalogPlan(payment.planId);
  return {
    planName: plan?.plan_name ?? `Plan ${payment.planId}`,
    cycle: (plan?.billing_cycle ?? row.cycle) === "Yearly" ? "Yearly" : "Monthly",
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
