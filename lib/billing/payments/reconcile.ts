import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { payments, type Payment, type PaymentGatewayName } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/log";
import { fulfilPayment, markFailed } from "./fulfil";
import type { GatewayResolver, Lookup } from "./types";

/** A payment is asked about once it has been pending this long: its webhook should have come by then. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** And no longer than this: a checkout left open a day is abandoned, not lost (docs/payments.md). */
export const RECONCILE_WITHIN_MS = 24 * 60 * 60_000;

export type UndecidedPayment = {
  paymentId: number;
  gateway: PaymentGatewayName;
  reference: string;
  createdAt: Date;
  reason: string;
};

export type ReconciliationReport = {
  fulfilled: number;
  /** Paid at the gateway but not needed (the registration was paid already): queued for a refund. */
  refunding: number;
  failed: number;
  /** Nothing tried at the gateway yet: the buyer has not paid, or left. */
  open: number;
  /** What the gateway's answer does not settle, or no answer: for a person (logged; alerts read it). */
  undecided: UndecidedPayment[];
};

export type ReconcileOptions = { now?: Date; signal?: AbortSignal; limit?: number };

/**
 * Payment reconciliation, the practice both gateways recommend for lost webhooks: every payment pending for more than
 * 15 minutes (and less than a day) is looked up with its gateway; a paid one goes through the same idempotent
 * fulfilment as the webhooks and confirm calls, a failed one is marked failed, the rest is reported. Safe on several
 * instances at once and after a crash: fulfilment and markFailed change a payment only while it is still open.
 */
export async function reconcilePayments(
  db: Database,
  resolve: GatewayResolver,
  { now = new Date(), signal, limit = 200 }: ReconcileOptions = {},
): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { fulfilled: 0, refunding: 0, failed: 0, open: 0, undecided: [] };
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lte(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gte(payments.createdAt, new Date(now.getTime() - RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
  for (const payment of due) {
    if (signal?.aborted) break;
    const answer = await lookUp(resolve, payment);
    switch (answer.status) {
      case "paid": {
        const settled = await fulfilPayment(
          db,
          { gateway: payment.gateway, reference: payment.gatewayReference, gatewayPaymentId: answer.gatewayPaymentId },
          now,
        );
        if (settled === "fulfilled") report.fulfilled += 1;
        if (settled === "refunding") report.refunding += 1;
        break;
      }
      case "failed":
        await markFailed(db, payment.gateway, payment.gatewayReference, answer.message);
        report.failed += 1;
        break;
      case "open":
        report.open += 1;
        break;
      case "undecided":
        report.undecided.push({
          paymentId: payment.id,
          gateway: payment.gateway,
          reference: payment.gatewayReference,
          createdAt: payment.createdAt,
          reason: answer.reason,
        });
    }
  }
  log(report);
  return report;
}

async function lookUp(resolve: GatewayResolver, payment: Payment): Promise<Lookup> {
  try {
    return await resolve(payment.gateway).lookup({ reference: payment.gatewayReference });
  } catch (error) {
    // Not configured any more, or not answering: asked again on the next run.
    const message = error instanceof Error ? error.message : String(error);
    return { status: "undecided", reason: `The ${payment.gateway} gateway did not answer: ${message}` };
  }
}

function log(report: ReconciliationReport) {
  if (report.fulfilled || report.refunding || report.failed) {
    logger.info(
      { fulfilled: report.fulfilled, refunding: report.refunding, failed: report.failed },
      "Payment reconciliation settled payments whose webhook never came",
    );
  }
  if (report.undecided.length > 0) {
    logger.warn(
      {
        undecided: report.undecided.map(({ paymentId, gateway, reference, reason }) => ({
          paymentId,
          gateway,
          reference,
          reason,
        })),
      },
      `Payment reconciliation could not decide ${report.undecided.length} payment(s)`,
    );
  }
}
