// The outbox: durable jobs written with the data they belong to, run by each process's loop, after writes and by the
// cron route (docs/operations.md).
export { enqueue } from "./enqueue";
export {
  drain,
  drainLane,
  runClaimedJob,
  DRAIN_BUDGET_MS,
  DEFAULT_JOB_DEADLINE_MS,
  OUTCOME_RETRY_DELAYS_MS,
  type DrainOptions,
} from "./drain";
export { claimDueJobs, claimFirstAttempt, LEASE_MS } from "./claim";
export { laneName, outboxLanes, type Lane } from "./lanes";
export { laneDrains } from "./background";
export { afterFailure, retryDelayMs, MAX_JOB_AGE_MS, MAX_RETRY_MS } from "./backoff";
export { PermanentFailure, PERMANENT_ERROR_PREFIX, summarizeFailure, type FailureSummary } from "./failure";
export { createShutdown, processShutdown, ShutdownError, type OutboxShutdown } from "./shutdown";
export { BACKGROUND_QUIET } from "./quiet";
export { untilAborted } from "./abort";
export { LeaseLostError } from "./lease";
export { laneTasks, startLoop, type LoopTask, type RunningLoop } from "./loop";
export type { DrainResult, JobContext, JobHandler, JobHandlers, JobOutcome, JobPayload } from "./types";
export { discardJob, listJobs, OutboxCommandError, retryJobs, showJob } from "./commands";
export { SHUTDOWN_CUT_MS, SHUTDOWN_GRACE_MS, stopOnSignals } from "./stop-on-signal";
