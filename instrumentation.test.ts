import { logger } from "@/lib/platform/log";
import { onRequestError, register } from "./instrumentation";

// Records whether the OpenTelemetry SDK is imported at all (its spans: lib/platform/observability/tracing.test.ts; the real
// package is ES modules only, which Jest's module system cannot load, so it is stood in for once imported).
const otelLoads: string[] = [];
jest.mock("@vercel/otel", () => {
  otelLoads.push("@vercel/otel");
  return { registerOTel: () => undefined };
});

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
});

describe("onRequestError", () => {
  it("logs a server error with its route, type, digest and request id, and no query string", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    const logged = jest.spyOn(logger, "error");
    const error = Object.assign(new Error("boom"), { digest: "2853941104" });
    await onRequestError(
      error,
      { path: "/reset-password?token=secret-token", method: "GET", headers: { host: "localhost" } },
      { routerKind: "App Router", routePath: "/reset-password", routeType: "render", revalidateReason: undefined },
    );
    expect(logged).toHaveBeenCalledTimes(1);
    const [fields, message] = logged.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(fields).toMatchObject({
      err: error,
      route: "/reset-password",
      routeType: "render",
      digest: "2853941104",
      path: "/reset-password",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(message).toBe("Server error in render /reset-password");
    expect(JSON.stringify(fields)).not.toContain("secret-token");
  });
});

describe("tracing", () => {
  it("loads nothing of OpenTelemetry's SDK without OTEL_EXPORTER_OTLP_ENDPOINT, and starts it with one", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    await register();
    expect(otelLoads).toEqual([]);
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "http://127.0.0.1:4318";
    await register();
    expect(otelLoads).toEqual(["@vercel/otel"]);
  });
});
