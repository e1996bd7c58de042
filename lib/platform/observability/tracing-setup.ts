import { registerOTel } from "@vercel/otel";

/**
 * Traces out through OTLP (@vercel/otel reads OTEL_EXPORTER_OTLP_ENDPOINT and its companions itself): Next's own
 * spans for requests, renders and server actions, and ours for database statements and outbox jobs. Imported by
 * instrumentation.ts only when that variable is set, so nothing of it is loaded otherwise.
 */
export function startTracing(): void {
  registerOTel({ serviceName: "leadflow-site" });
}
