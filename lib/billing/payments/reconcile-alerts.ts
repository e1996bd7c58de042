import "server-only";
import type { Database } from "@/lib/platform/db/client";
import type { ActiveAlert } from "@/lib/platform/observability/alert-conditions";
import { mailAlerts } from "@/lib/platform/observability/alerts";
import { metrics } from "@/lib/platform/observability/metrics";
import { reconcilePayments, type ReconcileOptions, type UndecidedPayment } from "./reconcile";
import type { GatewayResolver } from "./types";

const LISTED = 10;

/** The operators' alert for payments reconciliation could not settle: each by gateway and reference. */
export function undecidedPaymentsAlert(undecided: UndecidedPayment[]): ActiveAlert {
  const listed = undecided.slice(0, LISTED).map((payment) => `${payment.gateway} ${payment.reference}`);
  const more = undecided.length > LISTED ? ` and ${undecided.length - LISTED} more` : "";
  return {
    kind: "payments_undecided",
    summary:
      `${undecided.length} payment(s) pending for over 15 minutes that the gateway's answer does not settle: ` +
      `${listed.join(", ")}${more}.`,
  };
}

/**
 * The periodic reconciliation, and the alert when something is left for a person: mailed to OPS_INBOX at most once
 * an hour (as every alert) and served as leadflow_alert_active{alert="payments_undecided"} (docs/observability.md).
 */
export async function reconcileAndAlert(
  db: Database,
  resolve: GatewayResolver,
  { opsInbox, ...options }: ReconcileOptions & { opsInbox?: string },
) {
  const report = await reconcilePayments(db, resolve, options);
  metrics()
    .alertActive.labels("payments_undecided")
    .set(report.undecided.length > 0 ? 1 : 0);
  if (report.undecided.length > 0)
    await mailAlerts(db, [undecidedPaymentsAlert(report.undecided)], { opsInbox, now: options.now ?? new Date() });
  return report;
}
