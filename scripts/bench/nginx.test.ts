// deploy/nginx/leadflow.conf.template on Debian's real nginx, in front of a real HTTP server that answers with the
// headers Next sends: what the cache keeps, what it never shares, and what it tells the server.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startHttpServer, type Handler } from "@/testing/http-server";
import { NGINX, fillTemplate, nginxInstalled, startNginx, type Nginx } from "./nginx.cjs";

// Next 16.4's Vary on pages and their RSC payloads.
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
const PRERENDERED = "s-maxage=31536000";
const PRIVATE = "private, no-cache";

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET as sent, body as received (no decompression). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const installed = nginxInstalled();
if (!installed) console.warn(`nginx tests skipped: ${NGINX} is not installed (apt-get install -y nginx; .ci/run does)`);
const describeNginx = installed ? describe : describe.skip;

describe("fillTemplate", () => {
  it("fills the capitalised placeholders and leaves nginx's own variables alone", () => {
    expect(
      fillTemplate("listen ${LISTEN}; proxy_set_header Host $http_host; key ${CACHE_DIR}$request_uri;", {
        LISTEN: 8080,
        CACHE_DIR: "/c",
      }),
    ).toBe("listen 8080; proxy_set_header Host $http_host; key /c$request_uri;");
  });

  it("refuses a placeholder it has no value for", () => {
    expect(() => fillTemplate("server ${UPSTREAM};", {})).toThrow("No value for ${UPSTREAM}");
  });
});

describeNginx("nginx in front of the site (deploy/nginx/leadflow.conf.template)", () => {
  let handler: Handler;
  let upstream: Awaited<ReturnType<typeof startHttpServer>>;
  let nginx: Nginx;
  const reached = (path: string) => upstream.requests.filter((r) => r.url === path).length;

  beforeAll(async () => {
    upstream = await startHttpServer((request, response) => handler(request, response));
    nginx = await startNginx({ port: await freePort(), upstream: new URL(upstream.url).host });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.close();
  });

  it("keeps a prerendered page: the second request is a HIT and does not reach the server", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "cache-control": PRERENDERED, vary: NEXT_VARY });
      response.end("<p>the pricing page</p>");
    };
    const first = await get(`${nginx.baseUrl}/prerendered`);
    const second = await get(`${nginx.baseUrl}/prerendered`);
    expect([first.headers["x-cache-status"], second.headers["x-cache-status"]]).toEqual(["MISS", "HIT"]);
    expect(second.body.toString()).toBe("<p>the pricing page</p>");
    expect(reached("/prerendered")).toBe(1);
  });

  it("never shares a private answer: India and Global visitors alternating each get their own page", async () => {
    handler = (request, response) => {
      const cookie = String(request.headers.cookie ?? "");
      const region =
        cookie.includes("region=india") || (!cookie && String(request.headers["accept-language"]).includes("IN"))
          ? "india"
          : "global";
      response.writeHead(200, { "content-type": "text/html", "cache-control": PRIVATE, vary: NEXT_VARY });
      response.end(`<p>${region}</p>`);
    };
    const visitors = [
      [{ cookie: "region=india" }, "india"],
      [{ cookie: "region=global" }, "global"],
      [{ "accept-language": "en-IN,en;q=0.9" }, "india"],
      [{ "accept-language": "en-US,en;q=0.9" }, "global"],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [headers, region] of visitors) {
        const answer = await get(`${nginx.baseUrl}/regional`, headers);
        expect(answer.body.toString()).toBe(`<p>${region}</p>`);
        expect(answer.headers["x-cache-status"]).toBe("MISS");
      }
    }
    expect(reached("/regional")).toBe(8);
  });

  it("lets concurrent requests for a page it does not keep reach the server together, none waiting for another", async () => {
    // The server answers once three requests are in: with nginx's cache lock, the 2nd and 3rd would wait for the
    // 1st to finish (5 s, polling every 500 ms) before going on, as they do for every private page under load.
    const waiting: Array<() => void> = [];
    handler = (_request, response) => {
      waiting.push(() => {
        response.writeHead(200, { "content-type": "text/html", "cache-control": PRIVATE });
        response.end("<p>home</p>");
      });
      if (waiting.length === 3) for (const answer of waiting) answer();
    };
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("timed out"), 3_000).unref());
    const all = Promise.all([1, 2, 3].map(() => get(`${nginx.baseUrl}/busy`))).then((answers) =>
      answers.map((answer) => answer.body.toString()),
    );
    expect(await Promise.race([all, timeout])).toEqual(["<p>home</p>", "<p>home</p>", "<p>home</p>"]);
  });

  it("never keeps an answer that sets a cookie, even one marked cacheable", async () => {
    let n = 0;
    handler = (_request, response) => {
      response.writeHead(200, {
        "content-type": "text/html",
        "cache-control": PRERENDERED,
        "set-cookie": `user_country=${++n}; Path=/`,
      });
      response.end("<p>signup</p>");
    };
    const first = await get(`${nginx.baseUrl}/sets-cookie`);
    const second = await get(`${nginx.baseUrl}/sets-cookie`);
    expect([first.headers["set-cookie"], second.headers["set-cookie"]]).toEqual([
      ["user_country=1; Path=/"],
      ["user_country=2; Path=/"],
    ]);
    expect(reached("/sets-cookie")).toBe(2);
  });

  it("keeps the HTML and the RSC payloads of one URL apart, each served from the cache", async () => {
    handler = (request, response) => {
      const kind = request.headers["next-router-prefetch"] ? "prefetch" : request.headers.rsc ? "rsc" : "html";
      response.writeHead(200, {
        "content-type": kind === "html" ? "text/html" : "text/x-component",
        "cache-control": PRERENDERED,
        vary: NEXT_VARY,
      });
      response.end(kind);
    };
    const asks = [
      [{}, "html"],
      [{ rsc: "1" }, "rsc"],
      [{ rsc: "1", "next-router-prefetch": "1" }, "prefetch"],
    ] as const;
    for (const expected of ["MISS", "HIT"]) {
      for (const [headers, kind] of asks) {
        const answer = await get(`${nginx.baseUrl}/faq`, headers);
        expect([answer.body.toString(), answer.headers["x-cache-status"]]).toEqual([kind, expected]);
      }
    }
    expect(reached("/faq")).toBe(3);
  });

  it("asks the server for plain answers and sends each client brotli, gzip or plain, as it accepts", async () => {
    const page = "<p>terms</p>".repeat(200);
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "cache-control": PRERENDERED, vary: NEXT_VARY });
      response.end(page);
    };
    const clients = [
      { accepts: "gzip, deflate, br, zstd", coding: "br", decode: brotliDecompressSync },
      { accepts: "gzip", coding: "gzip", decode: gunzipSync },
      { accepts: undefined, coding: undefined, decode: (body: Buffer) => body },
    ];
    for (const expected of ["MISS", "HIT"]) {
      for (const { accepts, coding, decode } of clients) {
        const answer = await get(`${nginx.baseUrl}/terms`, accepts ? { "accept-encoding": accepts } : {});
        expect([answer.headers["content-encoding"], answer.headers["x-cache-status"]]).toEqual([coding, expected]);
        expect(decode(answer.body).toString()).toBe(page);
        if (coding) expect(answer.body.length).toBeLessThan(page.length / 10);
      }
    }
    const asked = upstream.requests.filter((r) => r.url === "/terms").map((r) => r.headers["accept-encoding"]);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((value) => value === undefined || value === "")).toBe(true);
  });

  it("tells the server the client's address, the scheme and the host the browser used", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "cache-control": PRIVATE });
      response.end();
    };
    await get(`${nginx.baseUrl}/who`, { "x-forwarded-for": "203.0.113.7" });
    const seen = upstream.requests.filter((r) => r.url === "/who")[0].headers;
    const host = new URL(nginx.baseUrl).host;
    expect([seen["x-forwarded-for"], seen["x-forwarded-proto"], seen["x-forwarded-host"], seen.host]).toEqual([
      "203.0.113.7, 127.0.0.1",
      "http",
      host,
      host,
    ]);
  });
});
