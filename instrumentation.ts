// Next runs register() once when the server starts, before it answers a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The per-IP limits' client address when no proxy is configured (lib/request/meta.ts).
  const { stampPeerAddresses } = await import("./lib/security/peer-address");
  stampPeerAddresses();
}
