import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

// Spans of our own work (outbox jobs, database statements) through the OpenTelemetry API: without a tracer provider
// (OTEL_EXPORTER_OTLP_ENDPOINT unset, instrumentation.ts registers none) every call is a no-op.
const tracer = () => trace.getTracer("leadflow-site");

/** Runs fn inside a span named `name`; a thrown error marks the span failed and goes on. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes, kind }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A database statement's span, ended by the function returned: the operation (SELECT, INSERT…) as its name, the SQL text without its values. */
export function startDatabaseSpan(system: "postgresql" | "pglite", text: string): (error?: unknown) => void {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
  const span = tracer().startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: { "db.system": system, "db.operation.name": operation, "db.query.text": text.slice(0, 2_000) },
  });
  return (error) => {
    if (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}

/** fn inside a database statement's span (startDatabaseSpan). */
export async function databaseSpan<T>(system: "postgresql" | "pglite", text: string, fn: () => Promise<T>): Promise<T> {
  const end = startDatabaseSpan(system, text);
  try {
    const result = await fn();
    end();
    return result;
  } catch (error) {
    end(error);
    throw error;
  }
}
