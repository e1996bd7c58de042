import "server-only";
import { and, eq } from "drizzle-orm";
import { payments } from "@/lib/platform/db/schema";
import type { JobHandler } from "@/lib/platform/outbox";
import type { GatewayResolver } from "./types";

export const REFUND_JOB = "refund";

/**
 * The outbox handler that gives back a second payment for a registration already paid (lib/billing/payments/fulfil.ts).
 * A failed gateway call throws, so the outbox retries it with backoff; a refund already recorded ends the job.
 */
export function refundJobHandler(resolve: GatewayResolver): JobHandler {
  return async (payload, { db, confirmLease }) => {
    const paymentId = Number(payload.paymentId);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.status !== "refunding") return;
    await confirmLease(); // the lease was lost or the deadline passed: no gateway call now
    await resolve(payment.gateway).refund({
      reference: payment.gatewayReference,
      gatewayPaymentId: payment.gatewayPaymentId ?? payment.gatewayReference,
      amount: payment.amount,
    });
    await db
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "refunding")));
  };
}
