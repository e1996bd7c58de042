// An A/B of two builds of the site on one machine in one sitting: both served with `next start` at once (A on the
// port, B on the next), Lighthouse run on each page A, B, then B, A in the next round (interleaved, so a slow moment of
// a busy machine falls on both), the medians of each side and the load average as each run began. Not part of
// `npm run bench`, which measures one build; this is how a build option is judged before it is adopted.
//   node scripts/bench/ab.mjs --a=.next --b=.next-other [--b-env=NAME=value,...] [--pages=/,/faq] [--runs=3] [--port=3750]
//     [--methods=simulate,devtools]   (Lighthouse's throttling methods, each run of each; both by default, issue 34)
// Both builds need the same SITE_URL baked in or none that matters to the figures; their servers get fresh data dirs.
import { killAll as killChromes } from "chrome-launcher";
import { benchLighthouse } from "./lighthouse.mjs";
import { loadAverage } from "./machine.mjs";
import { THROTTLING_METHODS } from "./phone.mjs";
import { startServer, warm } from "./server.mjs";
import { median, round } from "./stats.mjs";
import { LIGHTHOUSE_PAGES } from "./targets.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = Number(option("port", 3750));
const runs = Number(option("runs", 3));
const pages = option("pages", LIGHTHOUSE_PAGES.join(",")).split(",");
const methods = option("methods", THROTTLING_METHODS.join(",")).split(",");
const envOf = (text) =>
  Object.fromEntries(
    (text ? text.split(",") : []).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
const sides = [
  { name: "A", distDir: option("a", ".next"), env: envOf(option("a-env")), port },
  { name: "B", distDir: option("b", ".next-b"), env: envOf(option("b-env")), port: port + 1 },
];
const KEYS = ["performance", "fcpMs", "lcpMs", "tbtMs", "ttiMs", "speedIndexMs", "totalBytes", "jsBytes"];
const log = (message) => console.log(`[ab ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main() {
  log(
    `load average ${loadAverage().join(", ")}; A = ${sides[0].distDir} ${JSON.stringify(sides[0].env)}, B = ${sides[1].distDir} ${JSON.stringify(sides[1].env)}`,
  );
  for (const side of sides) {
    side.server = await startServer({
      port: side.port,
      distDir: side.distDir,
      dataDir: `.data/ab-${side.port}`,
      siteUrl: `http://127.0.0.1:${side.port}`,
      env: side.env,
    });
    await warm(side.server.baseUrl, pages);
    side.results = Object.fromEntries(methods.flatMap((method) => pages.map((path) => [`${method} ${path}`, []])));
  }
  try {
    for (let run = 1; run <= runs; run++) {
      for (const method of methods) {
        for (const path of pages) {
          const order = run % 2 ? sides : [...sides].reverse();
          for (const side of order) {
            const [page] = await benchLighthouse(side.server.baseUrl, [path], {
              runs: 1,
              throttlingMethod: method,
              log: (m) => log(`${side.name} ${method}${m}`),
              reportPrefix: `ab-${side.name.toLowerCase()}-${method}-${run}-`,
            });
            if (page.raw[0]) side.results[`${method} ${path}`].push(page.raw[0]);
          }
        }
      }
    }
  } finally {
    for (const side of sides) await side.server?.stop();
  }
  const rows = [];
  for (const key of Object.keys(sides[0].results)) {
    const [method, path] = key.split(" ");
    for (const side of sides) {
      const list = side.results[key];
      const med = Object.fromEntries(KEYS.map((key) => [key, median(list.map((r) => r[key]))]));
      rows.push(
        `| ${method} | \`${path}\` | ${side.name} | ${list.length} | ${med.performance ?? "n/a"} | ${round(med.fcpMs)} | ${round(med.lcpMs)} | ${round(med.tbtMs)} | ${round(med.ttiMs)} | ${round(med.speedIndexMs)} | ${round(med.totalBytes / 1024, 1)} | ${round(med.jsBytes / 1024, 1)} | ${list.map((r) => r.load1).join(", ")} |`,
      );
    }
  }
  console.log(
    [
      "",
      `A: ${sides[0].distDir} ${JSON.stringify(sides[0].env)}; B: ${sides[1].distDir} ${JSON.stringify(sides[1].env)}; medians, interleaved; load average at the end ${loadAverage().join(", ")}`,
      "",
      "| Throttling | Page | Build | Runs | Perf | FCP ms | LCP ms | TBT ms | TTI ms | Speed Index ms | Bytes KiB | JS KiB | Load average (1 min) per run |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  killChromes();
  for (const side of sides) await side.server?.stop();
  process.exit(1);
}
