import "server-only";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { resolveGateway } from "./gateways";
import { reconcileAndAlert } from "./reconcile-alerts";

/** The periodic reconciliation of this deployment (lib/server/periodic.ts): its database, gateways and ops inbox. */
export async function reconcileConfiguredPayments(signal: AbortSignal): Promise<void> {
  await reconcileAndAlert(await getDb(), resolveGateway, { signal, opsInbox: env.observability.opsInbox });
}
