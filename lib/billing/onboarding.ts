import "server-only";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, outboxJobs, type Client, type PlatformSyncState } from "@/lib/platform/db/schema";

type Executor = Pick<Database, "execute" | "update">;

export const WELCOME_EMAIL = "welcome";
const WELCOME_KEY_PREFIX = "email:welcome:client:";
const SYNC_KEY_PREFIX = "platform_sync:client:";
export const welcomeDedupeKey = (clientId: number) => `${WELCOME_KEY_PREFIX}${clientId}`;
export const syncDedupeKey = (clientId: number) => `${SYNC_KEY_PREFIX}${clientId}`;

/** The completion step gets the first try at the sync; after this grace the cron drain takes over. */
export const SYNC_GRACE_MS = 2 * 60 * 1000;

/** The sync state of an account that is ready: queued when there is a sync body to send, else skipped. */
export function readySyncState(client: Pick<Client, "platformSyncData">): PlatformSyncState {
  // Without PLATFORM_API_URL and PLATFORM_SYNC_KEY there is nothing to send: recorded as skipped, not failed.
  return client.platformSyncData ? "queued" : "skipped";
}

/**
 * Queues what a ready account needs: the welcome e-mail and, when configured, the platform sync. Call it in the
 * transaction that makes the account ready. Idempotent. The same statement as a registration's
 * (onboardingJobsForCreated), for a client that exists already.
 */
export async function enqueueOnboardingJobs(
  tx: Pick<Database, "execute">,
  client: Pick<Client, "id" | "platformSyncData">,
  now = new Date(),
) {
  const existing = sql`(select ${client.id}::integer as id) as ready`;
  await tx.execute(onboardingJobsForCreated(existing, Boolean(client.platformSyncData), now));
}

/**
 * The onboarding jobs of the client `created` names: a registration's insert CTE (its `id`), so the client and its
 * jobs are one statement, or an existing client. One declaration of their kinds, payloads and dedupe keys. Stamped
 * by the app's clock, as enqueue() stamps jobs (lib/platform/outbox/enqueue.ts), so a drain right after finds them due.
 */
export function onboardingJobsForCreated(created: SQLWrapper, withSync: boolean, now: Date): SQL {
  const welcome = sql`select 'email', jsonb_build_object('template', ${WELCOME_EMAIL}::text, 'clientId', id), ${WELCOME_KEY_PREFIX}::text || id, ${now.toISOString()}::timestamptz from ${created}`;
  const runSyncAt = new Date(now.getTime() + SYNC_GRACE_MS).toISOString();
  const sync = sql`select 'platform_sync', jsonb_build_object('clientId', id), ${SYNC_KEY_PREFIX}::text || id, ${runSyncAt}::timestamptz from ${created}`;
  return sql`insert into ${outboxJobs} (kind, payload, dedupe_key, next_attempt_at) ${withSync ? sql`${welcome} union all ${sync}` : welcome}
    on conflict (dedupe_key) do nothing`;
}

/**
 * An existing account became ready (its paid plan's payment was fulfilled): its onboarding jobs and sync state.
 * Free plans are ready at registration, which writes the state with the row (lib/accounts/companies/create-client.ts).
 */
export async function enqueueOnboarding(
  tx: Executor,
  client: Pick<Client, "id" | "platformSyncData">,
  now = new Date(),
) {
  await enqueueOnboardingJobs(tx, client, now);
  await tx
    .update(clients)
    .set({ platformSync: readySyncState(client) })
    .where(eq(clients.id, client.id));
}
