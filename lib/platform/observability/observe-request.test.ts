import { NextRequest } from "next/server";
import { apiRoute } from "@/lib/platform/http";
import { logContext } from "@/lib/platform/log";
import { metrics } from "./metrics";
import { observeAction, routeLabel } from "./observe-request";
import { requestIdFrom } from "./request-id";

const headers = (values: Record<string, string>) => new Headers(values);

describe("request id", () => {
  it("takes X-Request-ID only from a trusted proxy, and x-vercel-id on Vercel", () => {
    const sent = headers({ "x-request-id": "nginx-4f2a9c1e7b3d", "x-vercel-id": "fra1::abcd-1234567890" });
    expect(requestIdFrom(sent, { trustProxy: true, onVercel: false })).toBe("nginx-4f2a9c1e7b3d");
    expect(requestIdFrom(sent, { trustProxy: false, onVercel: true })).toBe("fra1::abcd-1234567890");
    expect(requestIdFrom(sent, { trustProxy: false, onVercel: false })).not.toBe("nginx-4f2a9c1e7b3d");
  });

  it("makes a new one when the proxy's is missing or does not look like an id", () => {
    const odd = { get: (name: string) => (name === "x-request-id" ? 'x"\n{"injected":1}' : null) };
    const made = requestIdFrom(odd, { trustProxy: true, onVercel: false });
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(odd, { trustProxy: true, onVercel: false })).not.toBe(made);
  });
});

describe("apiRoute", () => {
  it("runs the handler inside the request's log context and names the id in the response", async () => {
    const route = apiRoute(async () => logContext());
    const response = await route(new NextRequest("http://localhost/api/clients/register", { method: "GET" }), {});
    const seen = await response.json();
    expect(seen).toEqual({ requestId: response.headers.get("x-request-id"), route: "/api/clients/register" });
    expect(seen.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("labels a route without its ids, and every 404 alike", () => {
    expect(routeLabel("/api/clients/1234")).toBe("/api/clients/:id");
    expect(routeLabel("/api/invoices/inv_2026_000017/download")).toBe("/api/invoices/:id/download");
    expect(routeLabel("/api/whatever-someone-typed", 404)).toBe("(unmatched)");
  });
});

describe("observeAction", () => {
  const count = async (action: string, status: string) => {
    const { values } = await metrics().requestDuration.get();
    const sample = values.find(
      (value) =>
        value.metricName === "leadflow_request_duration_seconds_count" &&
        value.labels.type === "action" &&
        value.labels.route === action &&
        value.labels.status === status,
    );
    return sample?.value ?? 0;
  };

  it("gives a server action a request id and route, and times it by outcome", async () => {
    const seen = await observeAction("sendContactMessage", headers({}), async () => logContext());
    expect(seen).toMatchObject({ route: "sendContactMessage", requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(
      observeAction("sendContactMessage", headers({}), async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/thanks;303;" });
    await expect(
      observeAction("sendContactMessage", headers({}), async () => {
        throw redirect;
      }),
    ).rejects.toBe(redirect);
    expect(await count("sendContactMessage", "ok")).toBe(2);
    expect(await count("sendContactMessage", "error")).toBe(1);
  });
});
