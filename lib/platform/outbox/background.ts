import { coalesce } from "./coalesce";
import type { Lane } from "./lanes";
import { drainWhenQuiet, type QuietOptions } from "./quiet";

type LaneDrainOptions = {
  /** Jobs per pass of a lane; a full pass means more may be due, so the lane goes on. */
  batchSize: number;
  quiet: QuietOptions;
  /** A lane's drain failed (e.g. the database is down): the next call, or the cron route, tries again. */
  onError: (error: unknown, lane: Lane) => void;
};

/**
 * The background drain after a write: every lane drains on its own, each pass once this thread is quiet, each lane's
 * runs coalesced on their own (lib/platform/outbox/coalesce.ts). A call while one lane is still busy (its platform hangs)
 * starts the other lanes at once, instead of queueing behind it. Resolves when every lane's run is over.
 */
export function laneDrains(
  lanes: readonly Lane[],
  drainPass: (lane: Lane) => Promise<{ claimed: number }>,
  options: LaneDrainOptions,
) {
  const runs = lanes.map((lane) =>
    coalesce(async () => {
      try {
        await drainWhenQuiet(() => drainPass(lane), options.batchSize, options.quiet);
      } catch (error) {
        options.onError(error, lane);
      }
    }),
  );
  return async (): Promise<void> => {
    await Promise.all(runs.map((run) => run()));
  };
}
