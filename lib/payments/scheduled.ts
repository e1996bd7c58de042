import "server-only";
import { getDb } from "@/lib/db";
import { resolveGateway } from "./gateways";
import { reconcilePayments, undecidedPayments, type UndecidedPayment } from "./reconcile";

/** The periodic reconciliation of this deployment (lib/jobs/periodic.ts): its database and its gateways. */
export async function reconcileConfiguredPayments(signal: AbortSignal): Promise<void> {
  await reconcilePayments(await getDb(), resolveGateway, { signal });
}

/** What reconciliation cannot decide in this deployment, for the alerts. */
export async function undecidedConfiguredPayments(): Promise<UndecidedPayment[]> {
  return undecidedPayments(await getDb(), resolveGateway);
}
