// The outbox: durable jobs written with the data they belong to, run after the write and by the cron route.
export { enqueue } from "./enqueue";
export { drain, drainLane, runClaimedJob, DRAIN_BUDGET_MS } from "./drain";
export { claimDueJobs, claimFirstAttempt, LEASE_MS } from "./claim";
export { laneName, outboxLanes, type Lane } from "./lanes";
export { laneDrains } from "./background";
export { afterFailure, retryDelayMs, MAX_ATTEMPTS } from "./backoff";
export { BACKGROUND_QUIET } from "./quiet";
export type { DrainResult, JobContext, JobHandler, JobHandlers, JobOutcome, JobPayload } from "./types";
