// Registration latency benchmark (not a test): POST /api/clients/register against a server that is already running.
//   node scripts/bench-registration.mjs [url] [--n=200] [--concurrency=10]      (or BENCH_URL, BENCH_N, BENCH_CONCURRENCY)
// Starts nothing itself: point it at `next start` (with the embedded PGlite it measures the embedded database).
// Each request gets a unique e-mail and its own x-forwarded-for address, so the per-IP registration rate limit
// is not what is measured. It creates real clients: use a throwaway database.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const baseUrl = (args.find((arg) => !arg.startsWith("--")) ?? process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const total = option("n", process.env.BENCH_N ?? 200);
const concurrency = option("concurrency", process.env.BENCH_CONCURRENCY ?? 10);
const run = randomUUID().slice(0, 8);

function payload(i) {
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

// 10.x.y.z from the request number: distinct for up to 16.7 million requests.
const ipFor = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function registerOnce(i) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/clients/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ipFor(i) },
    body: JSON.stringify(payload(i)),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function main() {
  const probe = await fetch(`${baseUrl}/robots.txt`).catch((error) => ({ ok: false, error }));
  if (!probe.ok) {
    console.error(`No server answers at ${baseUrl}. Start one first, e.g. \`npx next start -p 3000 -H 127.0.0.1\`.`);
    process.exit(1);
  }
  console.log(`POST ${baseUrl}/api/clients/register: ${total} registrations, concurrency ${concurrency}`);
  console.log("Each request has a unique e-mail and x-forwarded-for, so the per-IP rate limit is not measured.");
  await registerOnce(total + 1000); // warm-up (route compilation, database connection), not counted

  const results = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      results.push(await registerOnce(i).catch(() => ({ ms: Number.NaN, status: 0 })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const seconds = (performance.now() - started) / 1000;

  const ok = results.filter((r) => r.status === 201 || r.status === 200);
  const counts = new Map();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => `${status}×${count}`).join(", ");
  const sorted = ok.map((r) => r.ms).sort((a, b) => a - b);
  const ms = (value) => (value === undefined ? "n/a" : `${value.toFixed(1)} ms`);
  console.log(`statuses: ${statuses}`);
  console.log(`latency (successful): p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}`);
  console.log(`throughput: ${(results.length / seconds).toFixed(1)} requests/s (${results.length} in ${seconds.toFixed(2)} s)`);
  if (ok.length !== results.length) process.exitCode = 1;
}

await main();
