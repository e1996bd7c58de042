import "server-only";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { PaymentRecord, PaymentState } from "./payment-records";
import type { Database } from "@/lib/platform/db/client";
import { clients, invoices, payments, type Payment, type PaymentStatus } from "@/lib/platform/db/schema";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";

export const paymentState = (status: PaymentStatus): PaymentState => (status === "refunding" ? "refunded" : status);

/** Either reference a payer may hold: the checkout's (order, intent, session) or the gateway's payment id (receipt). */
const byReference = (reference: string) =>
  or(eq(payments.gatewayReference, reference), eq(payments.gatewayPaymentId, reference));

type Row = { payment: Payment; invoiceId: number | null; invoiceNumber: string | null };

function record(
  { payment, invoiceId, invoiceNumber }: Row,
  invoiceLink?: (invoiceId: number) => string,
): PaymentRecord {
  return {
    reference: payment.gatewayPaymentId ?? payment.gatewayReference,
    status: paymentState(payment.status),
    amount: payment.amount,
    currency: payment.currency,
    plan_id: payment.planId,
    plan_name: findCatalogPlan(payment.planId)?.plan_name ?? `Plan ${payment.planId}`,
    gateway: payment.gateway,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    invoice_number: invoiceNumber,
    invoice_url: invoiceId !== null && invoiceLink ? invoiceLink(invoiceId) : null,
  };
}

const columns = { payment: payments, invoiceId: invoices.id, invoiceNumber: invoices.number };

/** One payment of this client by either reference; null for another client's or an unknown one (the same 404). */
export async function clientPayment(
  db: Database,
  clientId: number,
  reference: string,
  invoiceLink?: (invoiceId: number) => string,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(eq(payments.clientId, clientId), byReference(reference)))
    .limit(1);
  return row ? record(row, invoiceLink) : null;
}

/** Every payment of this client, newest first. */
export async function clientPayments(
  db: Database,
  clientId: number,
  invoiceLink?: (invoiceId: number) => string,
): Promise<PaymentRecord[]> {
  const rows = await db
    .select(columns)
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.clientId, clientId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => record(row, invoiceLink));
}

/** The public lookup: a payment's state when the reference and the registration's e-mail both match, else null. */
export async function paymentStateFor(db: Database, reference: string, email: string): Promise<PaymentState | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .where(and(byReference(reference), sql`lower(${clients.contactEmail}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row ? paymentState(row.status) : null;
}
