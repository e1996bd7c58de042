import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { rawRequest } from "@/lib/testing/raw-request";
import { toCachedResponse, type CachedResponse } from "./cached-response";
import { sendCached } from "./send-cached";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Plans in USD and INR.</p>".repeat(300)}</body></html>`);
let server: Server;
let port: number;
let cached: CachedResponse;

beforeAll(async () => {
  const answer = { status: 200, headers: new Headers({ "content-type": "text/html", "cache-control": "s-maxage=60", etag: '"v1"' }), body: html };
  cached = (await toCachedResponse(answer, Date.now()))!;
  server = createServer((req, res) => sendCached(req, res, cached, req.url === "/with-cookie" ? ["user_country=IN; Path=/"] : []));
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

  it("adds the visitor's own cookie", async () => {
    expect((await get("/with-cookie", {})).headers["set-cookie"]).toEqual(["user_country=IN; Path=/"]);
    expect((await get("/", {})).headers["set-cookie"]).toBeUndefined();
  });
});
