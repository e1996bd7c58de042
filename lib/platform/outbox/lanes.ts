import type { JobHandlers } from "./types";

/**
 * The jobs of one kind, or of every kind but the named ones. A lane runs its jobs one after another and lanes run
 * side by side, so mail never waits behind a platform that does not answer.
 */
export type Lane = { kind: string } | { otherThan: readonly string[] };

export const laneName = (lane: Lane) => ("kind" in lane ? lane.kind : "other kinds");

/** One lane per job kind with a handler, and one for any other kind (whose jobs fail as unhandled, and wait). */
export function outboxLanes(handlers: JobHandlers): Lane[] {
  const kinds = Object.keys(handlers);
  return [...kinds.map((kind) => ({ kind })), { otherThan: kinds }];
}
