import { logger, withLogContext } from "@/lib/platform/log";
import { metrics } from "./metrics";
import { inSpan } from "./tracing";

type Job = { id: number; kind: string; attempts: number };
type Outcome = { ok: boolean; dead?: boolean };

/**
 * One attempt of an outbox job: its log lines carry the job id and kind, it is a span of its own, and its outcome
 * counts in leadflow_outbox_attempts_total (and leadflow_outbox_dead_letters_total when it was the last).
 */
export function observeJob<T extends Outcome>(job: Job, run: () => Promise<T>): Promise<T> {
  return withLogContext({ jobId: job.id, kind: job.kind }, () =>
    inSpan(
      `outbox ${job.kind}`,
      { "leadflow.job.id": job.id, "leadflow.job.kind": job.kind, "leadflow.job.attempt": job.attempts },
      async () => {
        const outcome = await run();
        const m = metrics();
        m.jobAttempts.labels(job.kind, outcome.ok ? "done" : outcome.dead ? "dead" : "retry").inc();
        if (outcome.dead) {
          m.deadLetters.labels(job.kind).inc();
          logger.error({ attempts: job.attempts }, "Outbox job dead-lettered: it will not be tried again by itself");
        }
        return outcome;
      },
    ),
  );
}
