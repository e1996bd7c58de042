import { lte } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { alertNotices } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/log";
import { queueMail } from "@/lib/platform/mail/queue";
import { activeAlerts, type ActiveAlert, type AlertKind } from "./alert-conditions";
import { OPS_ALERT_EMAIL } from "./ops-alert-mail";
import { readReadings } from "./readings";

/** One mail per alert kind per hour at most, whatever the number of instances checking. */
export const ALERT_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Takes the right to mail about `kind` now: true for one caller an hour. One statement (insert, or update only if the
 * last mail is an hour old), so two instances checking at the same moment cannot both win.
 */
async function claimAlert(tx: Pick<Database, "insert">, kind: AlertKind, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(alertNotices)
    .values({ kind, lastSentAt: now })
    .onConflictDoUpdate({
      target: alertNotices.kind,
      set: { lastSentAt: now },
      setWhere: lte(alertNotices.lastSentAt, new Date(now.getTime() - ALERT_MAIL_INTERVAL_MS)),
    })
    .returning({ kind: alertNotices.kind });
  return claimed.length > 0;
}

/**
 * The periodic alert check: reads the alert conditions and, for each that holds and has not mailed within the hour,
 * queues a mail to the operators (through the outbox, so it is retried like any mail; the claim and the job are kept
 * together or not at all). Without an inbox the conditions remain metrics only. Returns the kinds mailed.
 */
export async function checkAlerts(db: Database, options: AlertOptions) {
  return mailAlerts(db, activeAlerts(await readReadings(db, options.now)), options);
}

type AlertOptions = { opsInbox?: string; now: Date };

/** Queues one mail per alert that has not mailed within the hour (a task raising its own alert calls this). */
export async function mailAlerts(db: Database, active: ActiveAlert[], { opsInbox, now }: AlertOptions) {
  const mailed: AlertKind[] = [];
  if (!opsInbox) return mailed;
  for (const alert of active) {
    const queued = await db.transaction(async (tx) => {
      if (!(await claimAlert(tx, alert.kind, now))) return false;
      const payload = { template: OPS_ALERT_EMAIL, to: opsInbox, alert: alert.kind, summary: alert.summary };
      await queueMail(tx, { ...payload, seenAt: now.toISOString() }, { runAt: now });
      return true;
    });
    if (queued) {
      mailed.push(alert.kind);
      logger.warn({ alert: alert.kind }, `Alert: ${alert.summary}`);
    }
  }
  return mailed;
}
