import type { Database } from "@/lib/db/client";
import type { OutboxJob } from "@/lib/db/schema";

export type JobPayload = Record<string, unknown>;
export type JobContext = { db: Database; job: OutboxJob; now: Date };
/** Runs one job; throwing (or rejecting) counts as a failed attempt. Must be safe to run more than once. */
export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type JobOutcome = { ok: true } | { ok: false; error: string; dead: boolean };
export type DrainResult = { claimed: number; done: number; retrying: number; dead: number };
