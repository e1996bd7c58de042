// Stopping a server the bench started detached, in a process group of its own (server.mjs, nginx.cjs).
// CommonJS, like nginx.cjs, so that the bench's .mjs scripts and Playwright's specs both load it.
/* eslint-disable @typescript-eslint/no-require-imports -- this file is CommonJS on purpose (above) */
const { setTimeout: sleep } = require("node:timers/promises");

/** SIGTERM to the group of `pid`, SIGKILL after 5 s unless `gone` (the child's exit) came first. */
async function stopGroup(pid, gone) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  if (!signal("SIGTERM")) return;
  const timedOut = await Promise.race([gone.then(() => false), sleep(5_000, true, { ref: false })]);
  if (timedOut) signal("SIGKILL");
}

module.exports = { stopGroup };
