import type { Instrumentation } from "next";

// Next runs register() once when the server starts, before it answers a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Traces only with an OTLP endpoint; without one, not even the module is loaded (docs/observability.md).
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import("@/lib/platform/observability/tracing-setup");
    startTracing();
  }
  // The shared cache's failures and seeding, logged and counted (lib/platform/cache; Next loads its handler unbundled).
  if (process.env.REDIS_URL) (await import("@/lib/platform/cache/shared-cache-events")).receiveSharedCacheEvents();
  // The per-IP limits' client address when no proxy is configured (lib/site/request/meta.ts).
  const { stampPeerAddresses } = await import("@/lib/platform/security/peer-address");
  stampPeerAddresses();
  // Which gateways take real money, said once at start (a warning when orders are refused): docs/payments.md.
  (await import("@/lib/billing/payments/gateways")).announcePaymentModes();
  // The outbox runs without traffic: one loop per process, stopped cleanly on SIGTERM/SIGINT (docs/operations.md).
  const { loopBelongsHere } = await import("@/lib/server/loop-placement");
  if (loopBelongsHere()) (await import("@/lib/server/outbox-process")).startOutboxLoopInThisProcess();
}

/** Every server error (route, server action, render), logged with route, digest and request id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/platform/observability/request-error");
  logRequestError(error, request, context);
};
