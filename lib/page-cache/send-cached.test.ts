import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { rawRequest } from "@/lib/testing/raw-request";
import { toCachedResponse, type CachedResponse, type OriginResponse } from "./cached-response";
import { sendCached, sendUncached } from "./send-cached";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Plans in USD and INR.</p>".repeat(300)}</body></html>`);
let server: Server;
let port: number;
let cached: CachedResponse;

beforeAll(async () => {
  const answer = { status: 200, headers: new Headers({ "content-type": "text/html", "cache-control": "s-maxage=60", etag: '"v1"' }), body: html };
  cached = (await toCachedResponse(answer, Date.now()))!;
  server = createServer((req, res) => sendCached(req, res, cached, req.url === "/for-one-visitor" ? { "set-cookie": ["user_country=IN; Path=/"], "cache-control": "private, no-cache" } : {}));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, headers: Record<string, string>, method = "GET") => rawRequest(port, path, headers, method);

describe("sendCached", () => {
  it("sends the coding the client prefers, with its length", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers).toMatchObject({ "content-encoding": "br", "content-length": String(br.body.length), vary: "Accept-Encoding", etag: '"v1"' });
    expect(brotliDecompressSync(br.body)).toEqual(html);
    expect((await get("/", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(html);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    expect((await get("/", { "if-none-match": '"v0", W/"v1"' })).status).toBe(304);
    expect((await get("/", { "if-none-match": '"v0"' })).status).toBe(200);
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(cached.bodies.br!.length);
  });

  it("adds the visitor's own headers, over the cached ones", async () => {
    const forOne = await get("/for-one-visitor", {});
    expect(forOne.headers["set-cookie"]).toEqual(["user_country=IN; Path=/"]);
    expect(forOne.headers["cache-control"]).toBe("private, no-cache");
    const shared = await get("/", {});
    expect(shared.headers["set-cookie"]).toBeUndefined();
    expect(shared.headers["cache-control"]).toBe("s-maxage=60");
  });
});

describe("sendUncached", () => {
  let uncachedServer: Server;
  let uncachedPort: number;
  const answers: Record<string, OriginResponse> = {
    "/error": { status: 503, headers: new Headers({ "content-type": "application/json", "content-length": "999", "x-frame-options": "DENY" }), body: Buffer.from('{"error":"Try again."}') },
    "/cookie": { status: 200, headers: new Headers({ "set-cookie": "fill=1" }), body: Buffer.from("x") },
  };
  beforeAll(async () => {
    uncachedServer = createServer((req, res) => {
      if (!sendUncached(req, res, answers[req.url ?? ""])) res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => uncachedServer.listen(0, "127.0.0.1", resolve));
    uncachedPort = (uncachedServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => uncachedServer.close(resolve)));

  it("sends the origin's status, headers and body, with the body's own length", async () => {
    const answer = await rawRequest(uncachedPort, "/error");
    expect(answer.status).toBe(503);
    expect(answer.headers).toMatchObject({ "content-type": "application/json", "x-frame-options": "DENY", "content-length": String(answer.body.length) });
    expect(answer.body.toString()).toBe('{"error":"Try again."}');
    const head = await rawRequest(uncachedPort, "/error", {}, "HEAD");
    expect([head.status, head.body.length]).toEqual([503, 0]);
  });

  it("does not send an answer that sets a cookie", async () => {
    expect((await rawRequest(uncachedPort, "/cookie")).status).toBe(204);
  });
});
