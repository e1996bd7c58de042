// The address `next start` listens on for these arguments: what `npm start` uses as SITE_URL when it is unset.

/** http://localhost:<port>, the port from -p/--port, else PORT, else 3000 (next start's own order). */
export function localSiteUrl(args, env) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-p" || arg === "--port") return `http://localhost:${args[i + 1]}`;
    if (arg.startsWith("--port=")) return `http://localhost:${arg.slice("--port=".length)}`;
  }
  return `http://localhost:${env.PORT || 3000}`;
}
