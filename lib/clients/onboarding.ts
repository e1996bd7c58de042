import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { clients, type Client } from "@/lib/db/schema";
import { enqueue } from "@/lib/outbox";

type Executor = Pick<Database, "insert" | "update">;

export const WELCOME_EMAIL = "welcome";
export const welcomeDedupeKey = (clientId: number) => `email:welcome:client:${clientId}`;
export const syncDedupeKey = (clientId: number) => `platform_sync:client:${clientId}`;

/** The completion step gets the first try at the sync; after this grace the cron drain takes over. */
export const SYNC_GRACE_MS = 2 * 60 * 1000;

/**
 * Queues what a ready account needs: the welcome e-mail and, when configured, the platform sync. Free plans
 * call it inside the registration transaction; paid plans call it when the payment is fulfilled. Idempotent.
 */
export async function enqueueOnboarding(tx: Executor, client: Pick<Client, "id" | "platformSyncData">, now = new Date()) {
  await enqueue(tx, "email", { template: WELCOME_EMAIL, clientId: client.id }, { dedupeKey: welcomeDedupeKey(client.id) });
  if (client.platformSyncData) {
    await enqueue(tx, "platform_sync", { clientId: client.id }, { dedupeKey: syncDedupeKey(client.id), runAt: new Date(now.getTime() + SYNC_GRACE_MS) });
  }
  // Without PLATFORM_API_URL and PLATFORM_SYNC_KEY there is nothing to send: recorded as skipped, not failed.
  await tx
    .update(clients)
    .set({ platformSync: client.platformSyncData ? "queued" : "skipped" })
    .where(eq(clients.id, client.id));
}
