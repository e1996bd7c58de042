import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { clients, type Client, type PlatformSyncState } from "@/lib/db/schema";
import { enqueue } from "@/lib/outbox";

type Executor = Pick<Database, "insert" | "update">;

export const WELCOME_EMAIL = "welcome";
export const welcomeDedupeKey = (clientId: number) => `email:welcome:client:${clientId}`;
export const syncDedupeKey = (clientId: number) => `platform_sync:client:${clientId}`;

/** The completion step gets the first try at the sync; after this grace the cron drain takes over. */
export const SYNC_GRACE_MS = 2 * 60 * 1000;

/** The sync state of an account that is ready: queued when there is a sync body to send, else skipped. */
export function readySyncState(client: Pick<Client, "platformSyncData">): PlatformSyncState {
  // Without PLATFORM_API_URL and PLATFORM_SYNC_KEY there is nothing to send: recorded as skipped, not failed.
  return client.platformSyncData ? "queued" : "skipped";
}

/**
 * Queues what a ready account needs: the welcome e-mail and, when configured, the platform sync. Call it in the
 * transaction that makes the account ready. Idempotent.
 */
export async function enqueueOnboardingJobs(tx: Pick<Database, "insert">, client: Pick<Client, "id" | "platformSyncData">, now = new Date()) {
  await enqueue(tx, "email", { template: WELCOME_EMAIL, clientId: client.id }, { dedupeKey: welcomeDedupeKey(client.id) });
  if (client.platformSyncData) {
    await enqueue(tx, "platform_sync", { clientId: client.id }, { dedupeKey: syncDedupeKey(client.id), runAt: new Date(now.getTime() + SYNC_GRACE_MS) });
  }
}

/**
 * An existing account became ready (its paid plan's payment was fulfilled): its onboarding jobs and sync state.
 * Free plans are ready at registration, which writes the state with the row (lib/clients/create-client.ts).
 */
export async function enqueueOnboarding(tx: Executor, client: Pick<Client, "id" | "platformSyncData">, now = new Date()) {
  await enqueueOnboardingJobs(tx, client, now);
  await tx.update(clients).set({ platformSync: readySyncState(client) }).where(eq(clients.id, client.id));
}
