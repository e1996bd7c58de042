// npm start – builds the site and serves it with Next's own production server (next build, then next start),
// arguments passed on to next start (npm start -- -p 4000). SITE_URL is required in production (lib/env.ts): on this
// machine, unset, it is the address next start listens on, said once before the build.
import { spawnSync } from "node:child_process";
import { localSiteUrl } from "./local-site-url.mjs";

const args = process.argv.slice(2);
const env = { ...process.env };
if (!env.SITE_URL) {
  env.SITE_URL = localSiteUrl(args, env);
  console.log(
    `SITE_URL is not set: using ${env.SITE_URL}. Set SITE_URL to the site's public address to deploy this build.`,
  );
}
for (const [command, commandArgs] of [
  ["build", []],
  ["start", args],
]) {
  const { status } = spawnSync("node_modules/.bin/next", [command, ...commandArgs], { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
