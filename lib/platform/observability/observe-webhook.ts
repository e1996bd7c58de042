import type { Database } from "@/lib/platform/db/client";
import { metrics } from "./metrics";
import { recordSignatureFailure } from "./signature-failures";

type Refusal = { status?: unknown; message?: unknown };

// Why a delivery was refused, from the error the webhook handling threw (lib/platform/http's ApiError: status and message).
function reasonOf(error: unknown): string {
  const { status, message } = (typeof error === "object" && error !== null ? error : {}) as Refusal;
  if (status === 400 && typeof message === "string" && /signature/i.test(message)) return "signature";
  if (status === 413) return "too_large";
  if (status === 404) return "not_configured";
  return typeof status === "number" && status < 500 ? "bad_request" : "error";
}

/**
 * One webhook delivery: counted accepted or rejected (by reason) in leadflow_webhooks_total, and a bad signature
 * also in the database, for the alert that looks at every instance (lib/platform/observability/alert-conditions.ts).
 */
export async function observeWebhook<T>(
  gateway: string,
  database: () => Promise<Database>,
  handle: () => Promise<T>,
): Promise<T> {
  const webhooks = metrics().webhooks;
  try {
    const result = await handle();
    webhooks.labels(gateway, "accepted", "").inc();
    return result;
  } catch (error) {
    const reason = reasonOf(error);
    webhooks.labels(gateway, "rejected", reason).inc();
    if (reason === "signature") await recordSignatureFailure(await database()).catch(() => undefined);
    throw error;
  }
}
