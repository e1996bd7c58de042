// npm start – builds the site and serves it with Next's own production server (next build, then next start),
// arguments passed on to next start (npm start -- -p 4000). SITE_URL is required in production (lib/platform/env): on this
// machine, unset, it is the address next start listens on, and the sandbox gateway takes test payments
// (scripts/local-start-env.mjs); both said once before the build.
import { spawnSync } from "node:child_process";
import { localStartEnv } from "./local-start-env.mjs";

const args = process.argv.slice(2);
const { env, lines } = localStartEnv(args, process.env);
for (const line of lines) console.log(line);
for (const [command, commandArgs] of [
  ["build", []],
  ["start", args],
]) {
  const { status } = spawnSync("node_modules/.bin/next", [command, ...commandArgs], { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
