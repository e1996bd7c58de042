import { logger } from "@/lib/platform/log";
import { observeAction } from "@/lib/platform/observability/observe-request";
import { UNDECODABLE_ACTION_BODY } from "@/lib/platform/observability/request-error";
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

describe("onRequestError for a server action body that cannot be decoded", () => {
  const actionRequest = {
    path: "/subscribe-page",
    method: "POST",
    headers: { host: "localhost", "next-action": "7f" },
  };
  const actionContext = {
    routerKind: "App Router",
    routePath: "/subscribe-page",
    routeType: "action",
    renderSource: "react-server-components-payload",
    revalidateReason: undefined,
  } as const;
  /** What React's reply decoder throws for such bodies (e2e/action-body.spec.ts sends them to a real server). */
  const decoderErrors = (): Error[] => {
    const notJson = (() => {
      try {
        JSON.parse("not json");
      } catch (error) {
        return error as Error;
      }
      throw new Error("JSON.parse took it");
    })();
    const tooDeep = (() => {
      const dive = (depth: number): number => dive(depth + 1) + 1;
      try {
        dive(0);
      } catch (error) {
        return error as Error;
      }
      throw new Error("no limit");
    })();
    return [notJson, tooDeep, new Error("Connection closed."), new Error("Invalid forward reference.")];
  };

  it("logs one short warn line with its code, no error line and no stack", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const warnings = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
    for (const error of decoderErrors()) await onRequestError(error, actionRequest, actionContext);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(4);
    for (const [fields, message] of warnings.mock.calls as unknown as [Record<string, unknown>, string][]) {
      expect(fields).toMatchObject({ code: UNDECODABLE_ACTION_BODY, route: "/subscribe-page", method: "POST" });
      expect(fields).not.toHaveProperty("err");
      expect(message).toBe("Server action request refused: its body could not be decoded");
    }
  });

  it("logs the same errors in full when one of our actions threw them, or when no action was asked for", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const warnings = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
    const [notJson] = decoderErrors();
    await expect(
      observeAction("subscribeToNewsletter", new Headers(), async () => {
        throw notJson;
      }),
    ).rejects.toBe(notJson);
    await onRequestError(notJson, actionRequest, actionContext);
    const [, , connectionClosed] = decoderErrors();
    await onRequestError(connectionClosed, actionRequest, { ...actionContext, routeType: "render" });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map(([fields]) => (fields as { err: unknown }).err)).toEqual([notJson, connectionClosed]);
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
