// Registration latency: POST /api/clients/register, `total` requests kept `concurrency` at a time, twice (see
// benchRegistration). Part of `npm run bench`; also runs alone against a server that is already up:
//   node scripts/bench/registration.mjs [url] [--n=200] [--concurrency=10] [--mail-dir=<the server's MAIL_DIR>]
// Each request gets a unique e-mail and its own x-forwarded-for address (the only entry, so the one
// lib/site/request/meta.ts#clientIp takes with TRUSTED_PROXY_HOPS=1, which scripts/bench/server.mjs sets), so the per-IP registration rate limit is not what is measured. It creates real
// clients: point it at a throwaway database only.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { waitForHealth } from "./health.mjs";
import { percentile, round, visitorIp } from "./stats.mjs";
import { waitForWelcomeMails } from "./welcome-mails.mjs";

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

async function registerOnce(baseUrl, run, i) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/clients/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitorIp(i) },
    body: JSON.stringify(payload(run, i)),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

// Warms this process's HTTP client (not the server's registration path): GETs of /robots.txt, a file Next prerendered,
// so the first measured requests do not time this process opening and compiling its own fetch.
async function warmClient(baseUrl, concurrency) {
  for (let wave = 0; wave < 40; wave++) {
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        fetch(`${baseUrl}/robots.txt`).then((response) => response.arrayBuffer()),
      ),
    );
  }
}

/** `total` registrations, `concurrency` at a time, numbered from `first`; latency percentiles count 200/201 only. */
async function registrationRun(baseUrl, run, { first, total, concurrency }) {
  const results = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = first + next++;
      results.push(await registerOnce(baseUrl, run, i).catch(() => ({ ms: Number.NaN, status: 0 })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const finishedAt = Date.now();
  const seconds = (performance.now() - started) / 1000;

  const ok = results.filter((r) => r.status === 200 || r.status === 201);
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const sorted = ok.map((r) => r.ms).sort((a, b) => a - b);
  const summary = {
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
  const emails = Array.from({ length: total }, (_, k) => payload(run, first + k).contact_email);
  return { summary, finishedAt, emails };
}

/**
 * Two runs of `total` registrations: the first after the server started (its registration code still cold for the
 * JIT), reported as `firstRun`; then, once the server has written the first run's welcome e-mails (or after a pause
 * when `mailDir` is not known), the measured run. With `mailDir`, also how long after each run's last answer its
 * last welcome e-mail was written (the outbox waits for a burst to pass).
 */
export async function benchRegistration(baseUrl, { total = 200, concurrency = 10, mailDir } = {}) {
  const run = randomUUID().slice(0, 8);
  // What a load balancer waits for: the embedded database open and migrated (seconds, once per start).
  await waitForHealth(baseUrl);
  await warmClient(baseUrl, concurrency);

  const mailsAfter = async ({ finishedAt, emails }) => {
    if (!mailDir) return void (await sleep(5_000));
    return round(((await waitForWelcomeMails(mailDir, emails)) - finishedAt) / 1000, 2);
  };
  const first = await registrationRun(baseUrl, run, { first: 0, total, concurrency });
  const firstMailsSeconds = await mailsAfter(first);
  const measured = await registrationRun(baseUrl, run, { first: total, total, concurrency });
  const measuredMailsSeconds = await mailsAfter(measured);
  return {
    ...measured.summary,
    welcomeMailsSeconds: measuredMailsSeconds,
    firstRun: { ...first.summary, welcomeMailsSeconds: firstMailsSeconds },
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { n: { type: "string" }, concurrency: { type: "string" }, "mail-dir": { type: "string" } },
  });
  const baseUrl = (positionals[0] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
  const probe = await fetch(`${baseUrl}/robots.txt`).catch((error) => ({ ok: false, error }));
  if (!probe.ok) {
    console.error(`No server answers at ${baseUrl}. Start one first, or run \`npm run bench\`, which starts its own.`);
    process.exit(1);
  }
  const result = await benchRegistration(baseUrl, {
    total: Number(values.n ?? 200),
    concurrency: Number(values.concurrency ?? 10),
    mailDir: values["mail-dir"],
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.successful !== result.requests || result.firstRun.successful !== result.firstRun.requests)
    process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
