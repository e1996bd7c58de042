import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, outboxJobs } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/http";
import { claimFirstAttempt, runClaimedJob, type JobHandlers } from "@/lib/platform/outbox";
import { syncDedupeKey } from "../../billing/onboarding";

export type CompletionSync = "synced" | "skipped" | "failed";

/**
 * The completion step (docs/product.md section 4): tries the platform sync once, inline. A failed try stays in the
 * outbox for retry and reports "failed", so the success panel shows the warning with the API key.
 */
export async function completeRegistration(
  db: Database,
  clientId: number,
  handlers: JobHandlers,
  now = new Date(),
): Promise<CompletionSync> {
  const [client] = await db
    .select({ platformSync: clients.platformSync })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new ApiError("not_found", "Registration not found.");
  if (client.platformSync === "synced" || client.platformSync === "skipped") return client.platformSync;
  if (client.platformSync === "not_started") return "failed"; // onboarding not queued yet (unpaid plan)

  const job = await claimFirstAttempt(db, syncDedupeKey(clientId), { now });
  if (job) return (await runClaimedJob(db, handlers, job, { now })).ok ? "synced" : "failed";
  // Already tried (by an earlier completion or a drain): report how that went.
  const [existing] = await db
    .select({ status: outboxJobs.status })
    .from(outboxJobs)
    .where(eq(outboxJobs.dedupeKey, syncDedupeKey(clientId)));
  return existing?.status === "done" ? "synced" : "failed";
}
