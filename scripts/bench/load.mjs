// Throughput and tail latency with autocannon: a short warm-up run (discarded), then the measured run.
// Only 200 answers count as throughput; every other status, connection error and timeout is reported,
// and the latency percentiles cover the 200s only (excludeErrorStats), so fast error answers cannot
// flatter them.
import autocannon from "autocannon";
import { round } from "./stats.mjs";

// What a browser sends for a page: with Accept-Encoding the server compresses each answer, as it would for a visitor.
export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 leadflow-bench",
};

function fire(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * One endpoint under `connections` concurrent connections for `duration` seconds after `warmup` seconds.
 * `request` is an autocannon request object (method, path, headers, body, setupRequest, onResponse);
 * `classify(status, body)` may sort 200 answers further (e.g. a server action that answered "rate limited"):
 * it returns "ok" for an answer that counts, or a label that is reported instead.
 */
export async function loadTest(baseUrl, { title, request, connections = 20, duration = 10, warmup = 3, classify }) {
  const makeOptions = (seconds, counts) => ({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    excludeErrorStats: true,
    requests: [
      {
        ...request,
        ...(classify && {
          onResponse: (status, body) => {
            const label = status === 200 ? classify(status, body) : `status ${status}`;
            counts[label] = (counts[label] ?? 0) + 1;
          },
        }),
      },
    ],
  });

  if (warmup > 0) await fire(makeOptions(warmup, {}));
  const counts = {};
  const result = await fire(makeOptions(duration, counts));

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const ok200 = statuses["200"] ?? 0;
  // Answers with status 200 that classify() rejected (e.g. "rate limited") do not count either.
  const rejected200 = classify
    ? Object.entries(counts)
        .filter(([label]) => label !== "ok" && !label.startsWith("status "))
        .reduce((sum, [, n]) => sum + n, 0)
    : 0;
  const successful = ok200 - rejected200;
  return {
    title,
    method: request.method ?? "GET",
    path: request.path,
    connections,
    durationS: result.duration,
    successful,
    requestsPerSecond: round(successful / result.duration, 1),
    allAnswersPerSecond: round(result.requests.average, 1),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    outcomes: classify ? counts : undefined,
  };
}
