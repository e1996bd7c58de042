import { logger } from "@/lib/platform/log";
import { NextRequest } from "next/server";
import { z } from "zod";
import { env } from "./env";
import {
  apiRoute,
  CROSS_ORIGIN_REFUSED,
  INPUT_INVALID,
  JSON_BODY_LIMIT,
  JSON_REQUIRED,
  OBJECT_REQUIRED,
  prefersHtml,
  RateLimitedError,
  readJson,
  readText,
} from "./http";

const URL = "http://127.0.0.1:3000/api/things";
const schema = z.object({ name: z.string().min(1, "Name is required") });

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  // duplex: a streamed body needs it in Node's fetch.
  const init = {
    method: "POST",
    body,
    headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers },
    duplex: "half",
  };
  return new NextRequest(new Request(URL, init));
}

/** A body sent in chunks without a Content-Length, as a chunked upload arrives. */
function streamed(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("apiRoute's origin check", () => {
  const calls: string[] = [];
  const route = apiRoute(async (request) => {
    calls.push(request.method);
    return { success: true };
  });
  const webhook = apiRoute(async () => ({ received: true }), { anyOrigin: true });
  beforeEach(() => calls.splice(0));

  it("answers a POST from another site's page 403 with a JSON error, before the handler runs", async () => {
    const response = await route(post("{}", { origin: "https://evil.example" }), {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, code: "forbidden", error: CROSS_ORIGIN_REFUSED });
    expect(calls).toEqual([]);
  });

  it("runs POSTs from our own host, from SITE_URL, and without an Origin (API clients)", async () => {
    for (const headers of [{ origin: "http://127.0.0.1:3000" }, { origin: env.siteUrl }, {}] as Record<
      string,
      string
    >[]) {
      expect((await route(post("{}", headers), {})).status).toBe(200);
    }
    expect(calls).toHaveLength(3);
  });

  it("trusts the proxy's X-Forwarded-Host and X-Forwarded-Proto as the request's own host and scheme", async () => {
    const forwarded = { "x-forwarded-host": "shop.leadflow.example", "x-forwarded-proto": "https" };
    const response = await route(post("{}", { origin: "https://shop.leadflow.example", ...forwarded }), {});
    expect(response.status).toBe(200);
    // The same host under the other scheme is another origin (deploy/nginx's template sends both headers).
    const otherScheme = await route(post("{}", { origin: "http://shop.leadflow.example", ...forwarded }), {});
    expect(otherScheme.status).toBe(403);
  });

  it("leaves reads alone, and routes that opt out (signed webhooks)", async () => {
    const read = await route(new NextRequest(URL, { headers: { origin: "https://evil.example" } }), {});
    expect(read.status).toBe(200);
    expect((await webhook(post("{}", { origin: "https://evil.example" }), {})).status).toBe(200);
  });
});

describe("readJson", () => {
  const route = apiRoute(async (request) => readJson(request, schema));

  it("returns the parsed body", async () => {
    await expect(readJson(post(JSON.stringify({ name: "Ada" })), schema)).resolves.toEqual({ name: "Ada" });
  });

  it("answers malformed or missing JSON 400 without internals", async () => {
    for (const body of ["{not json", "", null]) {
      const response = await route(post(body), {});
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        code: "bad_request",
        error: "The request body must be valid JSON.",
      });
      expect(text).not.toMatch(/SyntaxError|at .*\.js|Unexpected token/);
    }
  });

  it("answers a schema error 400 with a message per field", async () => {
    const response = await route(post(JSON.stringify({ name: "" })), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "invalid_input",
      details: { name: "Name is required" },
    });
  });

  it("answers a body over the limit 413, by its declared length or by what arrives", async () => {
    const big = JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT) });
    const declared = await route(post(big), {});
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      success: false,
      code: "payload_too_large",
      error: "The request body is larger than 64 KiB.",
    });
    const chunked = await route(post(streamed([big.slice(0, 40_000), big.slice(40_000)])), {});
    expect(chunked.status).toBe(413);
  });

  it("accepts a body of exactly the limit, and a smaller limit when asked", async () => {
    const exact = JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT - 11) });
    expect(exact).toHaveLength(JSON_BODY_LIMIT);
    await expect(readJson(post(streamed([exact])), schema)).resolves.toMatchObject({ name: expect.any(String) });
    await expect(readText(post("12345"), { maxBytes: 4 })).rejects.toMatchObject({ status: 413 });
  });

  it("decodes UTF-8 split across chunks", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ name: "Zoë ₹" }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    await expect(readJson(post(body), schema)).resolves.toEqual({ name: "Zoë ₹" });
  });
});

describe("readJson's input errors", () => {
  const route = apiRoute(async (request) => readJson(request, schema));
  const assign = z.object({
    client_id: z.coerce.number().int().positive({ error: "client_id must be a positive number" }),
    plan_id: z.coerce.number().int().positive({ error: "plan_id must be a positive number" }),
    billing_cycle: z.enum(["Monthly", "Yearly"], { error: "billing_cycle must be Monthly or Yearly" }),
  });
  const verify = z.union([
    z.object({
      order_id: z.string().trim().min(1),
      payment_id: z.string().trim().min(1),
      signature: z.string().trim().min(1),
    }),
    z.object({ order_id: z.string().trim().min(1), card: z.object({ number: z.string() }) }),
  ]);

  it("answers a body that is not declared as JSON 415, without reading it", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
    ]) {
      const response = await route(post(JSON.stringify({ name: "Ada" }), { "content-type": type }), {});
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, code: "unsupported_media_type", error: JSON_REQUIRED });
    }
    const untyped = new NextRequest(
      new Request(URL, { method: "POST", body: new Blob(['{"name":"Ada"}']), headers: { host: "127.0.0.1:3000" } }),
    );
    expect(untyped.headers.get("content-type")).toBeNull();
    expect((await route(untyped, {})).status).toBe(415);
  });

  it("reads application/json with a charset, in any case", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON", "application/json;charset=UTF-8"]) {
      const response = await route(post(JSON.stringify({ name: "Ada" }), { "content-type": type }), {});
      expect(response.status).toBe(200);
    }
  });

  it("answers a JSON value that is not an object 400 with a form-level message", async () => {
    for (const body of ["[]", '[{"name":"Ada"}]', "42", '"Ada"', "null", "true"]) {
      const response = await route(post(body), {});
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, code: "bad_request", error: OBJECT_REQUIRED });
    }
  });

  it("names each bad field in plain words, never zod's", async () => {
    const response = await apiRoute(async (request) => readJson(request, assign))(
      post(JSON.stringify({ client_id: "x", plan_id: 1.5 })),
      {},
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      code: "invalid_input",
      error: INPUT_INVALID,
      details: {
        client_id: "client_id must be a number",
        plan_id: "plan_id must be a whole number",
        billing_cycle: "billing_cycle must be Monthly or Yearly",
      },
    });
    expect(text).not.toMatch(/Invalid input|expected|received|NaN/);
  });

  it("names the fields of a union's likeliest branch", async () => {
    const route = apiRoute(async (request) => readJson(request, verify));
    const empty = await route(post("{}"), {});
    expect(await empty.json()).toMatchObject({
      details: {
        order_id: "order_id is required",
        payment_id: "payment_id is required",
        signature: "signature is required",
      },
    });
    const sandbox = await route(post(JSON.stringify({ order_id: "order_1", card: {} })), {});
    expect(await sandbox.json()).toMatchObject({ details: { card: "card.number is required" } });
  });

  it("words a ZodError thrown elsewhere plainly too", async () => {
    const route = apiRoute(async () => assign.parse({ client_id: 3, plan_id: "two", billing_cycle: "Monthly" }));
    const response = await route(post("{}"), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: "invalid_input",
      error: INPUT_INVALID,
      details: { plan_id: "plan_id must be a number" },
    });
  });
});

describe("apiRoute's errors", () => {
  it("never shows an unexpected error's message or stack", async () => {
    const spy = jest.spyOn(logger, "error").mockImplementation(() => {});
    const route = apiRoute(async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2");
    });
    const response = await route(post("{}"), {});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      code: "internal",
      error: "Something went wrong. Please try again.",
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("answers a rate limit with 429, its message and Retry-After in whole seconds", async () => {
    const route = apiRoute(async () => {
      throw new RateLimitedError("Too many attempts. Please try again in 2 minutes.", 90_500);
    });
    const response = await route(post("{}"), {});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("91");
    expect(await response.json()).toEqual({
      success: false,
      code: "rate_limited",
      error: "Too many attempts. Please try again in 2 minutes.",
    });
  });
});

describe("prefersHtml", () => {
  const get = (accept?: string) =>
    new Request("http://127.0.0.1:3000/api/invoices/x", { headers: accept ? { accept } : {} });

  it("is true for a browser's navigation, which names text/html first", () => {
    expect(prefersHtml(get("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))).toBe(true);
    expect(prefersHtml(get("application/xhtml+xml"))).toBe(true);
  });

  it("is false for API clients: JSON asked for, JSON ranked higher, any type, or no Accept at all", () => {
    expect(prefersHtml(get("application/json"))).toBe(false);
    expect(prefersHtml(get("application/json, text/html;q=0.5"))).toBe(false);
    expect(prefersHtml(get("*/*"))).toBe(false);
    expect(prefersHtml(get())).toBe(false);
    expect(prefersHtml(get("text/html;q=0"))).toBe(false);
  });
});
