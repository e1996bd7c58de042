// The outbox: durable jobs written with the data they belong to, run after the write and by the cron route.
export { enqueue } from "./enqueue";
export { drain, runClaimedJob } from "./drain";
export { claimDueJobs, claimFirstAttempt, LEASE_MS } from "./claim";
export { afterFailure, retryDelayMs, MAX_ATTEMPTS } from "./backoff";
export { coalesce } from "./coalesce";
export { BACKGROUND_QUIET, drainWhenQuiet } from "./quiet";
export type { DrainResult, JobContext, JobHandler, JobHandlers, JobOutcome, JobPayload } from "./types";
