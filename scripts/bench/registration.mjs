// Registration latency: POST /api/clients/register, `total` requests kept `concurrency` at a time.
// Part of `npm run bench`; also runs alone against a server that is already up:
//   node scripts/bench/registration.mjs [url] [--n=200] [--concurrency=10]      (or BENCH_URL, BENCH_N, BENCH_CONCURRENCY)
// Each request gets a unique e-mail and its own x-forwarded-for address (the only entry, so the one
// lib/clients/request-meta.ts#clientIp takes with the default TRUSTED_PROXY_HOPS=1), so the per-IP registration rate limit is not what is measured. It creates real
// clients: point it at a throwaway database only.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { percentile, round } from "./stats.mjs";

function payload(run, i) {
  return {
    client_name: `Bench Co ${i}`,
    contact_name: "Bench Runner",
    contact_email: `bench-${run}-${i}@bench.example`,
    contact_phone: "+14155550100",
    acceptTerms: true,
    plan_data: null,
    idempotency_key: `bench-${run}-${i}`,
  };
}

// 10.x.y.z from the request number: distinct for up to 16.7 million requests. Only ever a header value.
const ipFor = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function registerOnce(baseUrl, run, i) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/clients/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ipFor(i) },
    body: JSON.stringify(payload(run, i)),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Latency percentiles count successful registrations (200/201) only; every other answer is reported by status. */
export async function benchRegistration(baseUrl, { total = 200, concurrency = 10 } = {}) {
  const run = randomUUID().slice(0, 8);
  // Warm-up, not counted: one registration opens the database, then one wave at full concurrency opens the
  // client's connections, so the first measured wave does not time this process setting up ten sockets.
  await registerOnce(baseUrl, run, total + 1000);
  await Promise.all(Array.from({ length: concurrency }, (_, i) => registerOnce(baseUrl, run, total + 1001 + i)));

  const results = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      results.push(await registerOnce(baseUrl, run, i).catch(() => ({ ms: Number.NaN, status: 0 })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const seconds = (performance.now() - started) / 1000;

  const ok = results.filter((r) => r.status === 200 || r.status === 201);
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const sorted = ok.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: results.length,
    concurrency,
    successful: ok.length,
    statuses,
    seconds: round(seconds, 2),
    // Only successful registrations count as throughput.
    requestsPerSecond: round(ok.length / seconds, 1),
    p50Ms: round(percentile(sorted, 50), 1),
    p99Ms: round(percentile(sorted, 99), 1),
    maxMs: round(sorted.at(-1), 1),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const baseUrl = (args.find((arg) => !arg.startsWith("--")) ?? process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
  const probe = await fetch(`${baseUrl}/robots.txt`).catch((error) => ({ ok: false, error }));
  if (!probe.ok) {
    console.error(`No server answers at ${baseUrl}. Start one first, or run \`npm run bench\`, which starts its own.`);
    process.exit(1);
  }
  const result = await benchRegistration(baseUrl, {
    total: option("n", process.env.BENCH_N ?? 200),
    concurrency: option("concurrency", process.env.BENCH_CONCURRENCY ?? 10),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.successful !== result.requests) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
