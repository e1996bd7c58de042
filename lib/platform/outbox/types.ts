import type { Database } from "@/lib/platform/db/client";
import type { OutboxJob } from "@/lib/platform/db/schema";

export type JobPayload = Record<string, unknown>;
export type JobContext = {
  db: Database;
  job: OutboxJob;
  now: Date;
  /**
   * Fires when this drainer loses the job's lease (another may run it now) or the kind's deadline passes. A handler
   * checks it before its side effect (a gateway call, a platform request) and passes it to the call where it can
   * (the mail transport aborts the SMTP transaction before the end of DATA).
   */
  signal: AbortSignal;
  /**
   * Right before the side effect (the SMTP send, the gateway or platform call): throws (code `lease_lost`) unless this
   * drainer still holds the job, checked in the database with short waits, and renews the lease so the effect and its
   * outcome write fit in it (lib/platform/outbox/lease.ts).
   */
  confirmLease: () => Promise<void>;
};
/** Runs one job; throwing (or rejecting) counts as a failed attempt. Must be safe to run more than once. */
export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type JobOutcome = { ok: true } | { ok: false; error: string; dead: boolean };
export type DrainResult = { claimed: number; done: number; retrying: number; dead: number };
