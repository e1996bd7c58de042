import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { rawRequest } from "@/lib/testing/raw-request";
import { isRenderedPageRequest, withScriptsAfterFirstPaint } from "./rendered-page";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

// What Next streams for /signup, abridged: the head with its async scripts, then the body in pieces.
const HEAD = '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/><script src="/_next/static/chunks/react.js" async=""></script></head>';
const BODY = ['<body><main><form><input name="client_name" value=""/></form></main>', '<script src="/_next/static/chunks/page.js" async=""></script>', "<script>self.__next_f.push([1])</script></body></html>"];
const PAGE = HEAD + BODY.join("");

type Origin = (request: IncomingMessage, response: ServerResponse) => void;

describe("withScriptsAfterFirstPaint", () => {
  let server: Server;
  let port: number;
  let origin: Origin;
  let seenAcceptEncoding: string | undefined;

  beforeAll(async () => {
    const handler = withScriptsAfterFirstPaint(async (request, response) => {
      seenAcceptEncoding = request.headers["accept-encoding"];
      origin(request, response);
    });
    server = createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // As Next answers a page: headers set, flushed with the first chunk, the body streamed, then end().
  const streamingPage: Origin = (_request, response) => {
    response.statusCode = 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
    response.setHeader("vary", "rsc, Accept-Encoding");
    response.flushHeaders();
    response.write(HEAD);
    let i = 0;
    const next = () => (i < BODY.length ? (response.write(Buffer.from(BODY[i++])), setTimeout(next, 5)) : response.end());
    setTimeout(next, 5);
  };

  it("sends the whole page with its scripts after the first paint, in brotli, having asked the origin for identity", async () => {
    origin = streamingPage;
    const answer = await rawRequest(port, "/signup?plan=2", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(seenAcceptEncoding).toBe("identity");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers.vary).toBe("rsc, Accept-Encoding");
    const html = brotliDecompressSync(answer.body).toString();
    expect(html).toBe(scriptsAfterFirstPaint(PAGE));
    expect(html).not.toContain('async=""');
  });

  it("uses gzip or no coding as the client accepts, and adds Vary when the origin did not", async () => {
    origin = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html", etag: '"abc"' });
      response.end(PAGE);
    };
    const gzipped = await rawRequest(port, "/signup", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.etag).toBeUndefined();
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gzipped.body).toString()).toBe(scriptsAfterFirstPaint(PAGE));

    const plain = await rawRequest(port, "/signup", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(scriptsAfterFirstPaint(PAGE));
  });

  it("passes on what is not a page unchanged: a redirect, an error, another type", async () => {
    for (const [status, type, body] of [[307, "text/plain", "/pricing"], [500, "text/html", "<p>Error</p>"], [200, "application/json", "{}"]] as const) {
      origin = (_request, response) => {
        response.writeHead(status, { "content-type": type, location: "/pricing" });
        response.write(body.slice(0, 2));
        response.end(body.slice(2));
      };
      const answer = await rawRequest(port, "/signup", { "accept-encoding": "br" });
      expect(answer.status).toBe(status);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.location).toBe("/pricing");
      expect(answer.body.toString()).toBe(body);
    }
  });
});

describe("isRenderedPageRequest", () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage;

  it("is a browser's GET of a listed page's document, with or without a query", () => {
    expect(isRenderedPageRequest(request("GET", "/signup"))).toBe(true);
    expect(isRenderedPageRequest(request("GET", "/signup?plan=2&billing_cycle=Monthly"))).toBe(true);
  });

  it("is not another page, another method, or the client router's or a server action's request", () => {
    expect(isRenderedPageRequest(request("GET", "/signup/x"))).toBe(false);
    expect(isRenderedPageRequest(request("GET", "/pricing"))).toBe(false);
    expect(isRenderedPageRequest(request("HEAD", "/signup"))).toBe(false);
    expect(isRenderedPageRequest(request("POST", "/signup"))).toBe(false);
    expect(isRenderedPageRequest(request("GET", "/signup", { rsc: "1" }))).toBe(false);
    expect(isRenderedPageRequest(request("POST", "/signup", { "next-action": "abc" }))).toBe(false);
  });
});
