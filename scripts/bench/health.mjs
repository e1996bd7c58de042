// Waits, as a load balancer does, until GET /api/health answers 200. The embedded database is created and migrated
// on the first request, which takes seconds; /api/health answers 503 meanwhile, within its own deadline.
import { setTimeout as sleep } from "node:timers/promises";

export async function waitForHealth(baseUrl, { timeoutMs = 180_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() >= deadline)
      throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(intervalMs);
  }
}
