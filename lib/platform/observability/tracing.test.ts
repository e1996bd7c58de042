import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { drain, enqueue } from "@/lib/platform/outbox";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";

// A tracer provider as @vercel/otel registers one (in instrumentation.ts), with an in-memory exporter: the spans the
// app's own code makes, read back. Exporting them over OTLP is @vercel/otel's part (docs/observability.md).
const exporter = new InMemorySpanExporter();
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
afterAll(() => {
  trace.disable();
  context.disable();
});

// PGlite on its worker thread (as the app runs it) and PostgreSQL: the two drivers whose statements get spans.
describe.each(testDrivers())("traces on $name", ({ name, open }) => {
  const { db } = setUpDatabase(open);

  it("makes a span per outbox job, with the job's database statements inside it", async () => {
    await enqueue(db(), "email", { template: "hello" }, { runAt: new Date(Date.now() - 1000) });
    exporter.reset();
    await drain(db(), { email: async () => undefined });
    const spans = exporter.getFinishedSpans();
    const job = spans.find((span) => span.name === "outbox email");
    expect(job?.attributes).toMatchObject({ "leadflow.job.kind": "email", "leadflow.job.attempt": 1 });
    const statements = spans.filter((span) => span.parentSpanContext?.spanId === job?.spanContext().spanId);
    expect(statements.map((span) => span.name)).toContain("UPDATE");
    expect(statements[0].attributes).toMatchObject({
      "db.system": name === "postgres" ? "postgresql" : "pglite",
      "db.query.text": expect.stringContaining("outbox_jobs"),
    });
  });
});
