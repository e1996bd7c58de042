import { and, count, eq, isNull, like, lte, min } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { invoices, outboxJobs, payments } from "@/lib/platform/db/schema";
import { PERMANENT_ERROR_PREFIX } from "@/lib/platform/outbox/failure";
import { signatureFailuresLastHour } from "./signature-failures";

/** How long a paid order may go without its invoice (made by an outbox job) before someone should look. */
export const INVOICE_GRACE_MS = 10 * 60 * 1000;

/** What the database says about the site's health: read for /api/metrics and by the alert check, on any instance. */
export type Readings = {
  jobs: { kind: string; state: string; count: number }[];
  /** Dead jobs refused for good (a recipient the SMTP server refuses), by kind: part of the dead ones in `jobs`. */
  refused: { kind: string; count: number }[];
  /** Per lane (job kind) with a due job: seconds since its oldest due job became due. */
  oldestDue: { lane: string; seconds: number }[];
  payments: { state: string; count: number }[];
  paidWithoutInvoice: number;
  signatureFailuresLastHour: number;
};

export async function readReadings(db: Database, now: Date): Promise<Readings> {
  const jobs = await db
    .select({ kind: outboxJobs.kind, state: outboxJobs.status, count: count() })
    .from(outboxJobs)
    .groupBy(outboxJobs.kind, outboxJobs.status);
  const refused = await db
    .select({ kind: outboxJobs.kind, count: count() })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.status, "dead"), like(outboxJobs.lastError, `${PERMANENT_ERROR_PREFIX}%`)))
    .groupBy(outboxJobs.kind);
  const due = await db
    .select({ lane: outboxJobs.kind, since: min(outboxJobs.nextAttemptAt) })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.status, "pending"), lte(outboxJobs.nextAttemptAt, now)))
    .groupBy(outboxJobs.kind);
  const byState = await db.select({ state: payments.status, count: count() }).from(payments).groupBy(payments.status);
  const [unbilled] = await db
    .select({ count: count() })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, "paid"),
        lte(payments.paidAt, new Date(now.getTime() - INVOICE_GRACE_MS)),
        isNull(invoices.id),
      ),
    );
  return {
    jobs: jobs.map((row) => ({ ...row, count: Number(row.count) })),
    refused: refused.map((row) => ({ ...row, count: Number(row.count) })),
    oldestDue: due.map(({ lane, since }) => ({
      lane,
      seconds: since ? Math.max(0, (now.getTime() - new Date(since).getTime()) / 1000) : 0,
    })),
    payments: byState.map((row) => ({ ...row, count: Number(row.count) })),
    paidWithoutInvoice: Number(unbilled?.count ?? 0),
    signatureFailuresLastHour: await signatureFailuresLastHour(db, now),
  };
}
