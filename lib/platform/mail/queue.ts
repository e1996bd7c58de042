import type { Database } from "@/lib/platform/db/client";
import { enqueue, type JobPayload } from "@/lib/platform/outbox";
import { countMailToAddress, countMailToOwner } from "./address-cap";

/** An e-mail job's payload: the template that renders it (registered in lib/server/app-jobs.ts) and its data. */
export type MailJob = JobPayload & { template: string };

export type QueueMailOptions = {
  /** At most one job per key, ever (lib/platform/outbox/enqueue.ts). */
  dedupeKey?: string;
  /**
   * Whose daily count the mail draws on (lib/platform/mail/address-cap.ts): `stranger`, an address someone typed
   * (the inbox's cap, shared by every form); `owner`, the proven owner's own allowance. None: mail to our own
   * inboxes, or mail the cap was counted for already.
   */
  cap?: { stranger: string } | { owner: string };
  /** The clock the cap counts by. */
  now?: Date;
  /** Not before this time (default: now, by the app's clock). */
  runAt?: Date;
};

export type MailQueued = { queued: true } | { queued: false; retryAfterMs: number };

/**
 * Stores an e-mail job with the write it belongs to: call it with that write's transaction, so both are kept or
 * neither. With a cap, the mail is counted first and nothing is stored past it (queued: false, and when it frees up).
 */
export async function queueMail(
  tx: Pick<Database, "insert">,
  mail: MailJob,
  { dedupeKey, cap, now = new Date(), runAt }: QueueMailOptions = {},
): Promise<MailQueued> {
  if (cap) {
    const counted = await ("owner" in cap
      ? countMailToOwner(tx, cap.owner, now)
      : countMailToAddress(tx, cap.stranger, now));
    if (!counted.allowed) return { queued: false, retryAfterMs: counted.retryAfterMs };
  }
  await enqueue(tx, "email", mail, { dedupeKey, runAt });
  return { queued: true };
}
