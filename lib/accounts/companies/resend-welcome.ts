import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { clients, clientUsers, outboxJobs } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { WELCOME_EMAIL, welcomeDedupeKey } from "../../billing/onboarding";

/** Enough for a mail lost to a spam filter; not enough to flood an inbox. */
export const RESEND_WELCOME_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };

export type ResendResult =
  | { ok: true }
  | { ok: false; reason: "not_ready" }
  | { ok: false; reason: "password_chosen" }
  | { ok: false; reason: "rate_limited"; retryAfterMs: number };

/**
 * Queues the welcome e-mail once more, with the same temporary password (lib/accounts/companies/temporary-password.ts), as a
 * message of its own. Only for a client whose onboarding was queued (a paid plan after its payment), and only while
 * the temporary password is the account's password: once the person has chosen one, /forgot is the way.
 */
export async function resendWelcome(db: Database, clientId: number, now = new Date()): Promise<ResendResult> {
  const [first] = await db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(eq(outboxJobs.dedupeKey, welcomeDedupeKey(clientId)))
    .limit(1);
  if (!first) return { ok: false, reason: "not_ready" };
  const [temporary] = await db
    .select({ id: clientUsers.id })
    .from(clientUsers)
    .where(
      and(eq(clientUsers.clientId, clientId), eq(clientUsers.role, "admin"), eq(clientUsers.mustChangePassword, true)),
    )
    .limit(1);
  if (!temporary) return { ok: false, reason: "password_chosen" };
  const limit = await consumeRateLimit(db, `resend-welcome:client:${clientId}`, RESEND_WELCOME_LIMIT, now);
  if (!limit.allowed) return { ok: false, reason: "rate_limited", retryAfterMs: limit.retryAfterMs };
  // And the inbox's daily cap for mails strangers can cause (lib/platform/mail/address-cap.ts).
  const [client] = await db.select({ email: clients.contactEmail }).from(clients).where(eq(clients.id, clientId));
  const mail = { template: WELCOME_EMAIL, clientId, resend: now.toISOString() };
  const queued = await queueMail(db, mail, { cap: { stranger: client.email }, now });
  return queued.queued ? { ok: true } : { ok: false, reason: "rate_limited", retryAfterMs: queued.retryAfterMs };
}
