// The outbox: durable jobs written with the data they belong to, run by each process's loop, after writes and by the
// cron route (docs/operations.md).
export { enqueue } from "./enqueue";
export { drain, drainLane, runClaimedJob, DRAIN_BUDGET_MS } from "./drain";
export { claimDueJobs, claimFirstAttempt, LEASE_MS } from "./claim";
export { laneName, outboxLanes } from "./lanes";
export { laneDrains } from "./background";
export { PermanentFailure, PERMANENT_ERROR_PREFIX, summarizeFailure } from "./failure";
export { processShutdown } from "./shutdown";
export { BACKGROUND_QUIET } from "./quiet";
export { untilAborted } from "./abort";
export { laneTasks, startLoop, type LoopTask, type RunningLoop } from "./loop";
export type { DrainResult, JobContext, JobHandler, JobHandlers, JobPayload } from "./types";
export { discardJob, listJobs, OutboxCommandError, retryJobs, showJob } from "./commands";
export { SHUTDOWN_CUT_MS, SHUTDOWN_GRACE_MS, stopOnSignals } from "./stop-on-signal";
