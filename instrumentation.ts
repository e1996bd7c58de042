// Next runs register() once when the server starts, before it answers a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The per-IP limits' client address when no proxy is configured (lib/request/meta.ts).
  const { stampPeerAddresses } = await import("./lib/security/peer-address");
  stampPeerAddresses();
  // The outbox runs without traffic: one loop per process, stopped cleanly on SIGTERM/SIGINT (docs/operations.md).
  const { loopBelongsHere } = await import("./lib/jobs/loop-placement");
  if (loopBelongsHere()) (await import("./lib/jobs/outbox-process")).startOutboxLoopInThisProcess();
}
