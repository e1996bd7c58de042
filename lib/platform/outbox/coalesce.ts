/**
 * Wraps a task so that a call while it runs does not start a second run beside it but asks for one more run
 * right after. A burst of calls (e.g. a drain after each of ten registrations) costs one or two runs, not ten
 * competing ones. Every returned promise settles when the run that covers its call has finished.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
