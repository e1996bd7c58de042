import "server-only";
import { after } from "next/server";
import { drainQuietly } from "./app-jobs";

/**
 * The e-mails a lib outcome stored (queuedJobs), sent after the answer without making the visitor wait: a route's
 * counterpart of answerOf (lib/server/form-action.ts), which uses it too.
 */
export function sendQueuedAfterAnswer<T extends { queuedJobs?: boolean }>(
  outcome: T,
  afterAnswer: (task: () => Promise<void>) => void = after,
): T {
  if (outcome.queuedJobs) afterAnswer(drainQuietly);
  return outcome;
}
