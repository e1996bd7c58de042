import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { rawRequest } from "@/lib/testing/raw-request";
import type { CachePlan } from "./cache-plan";
import type { OriginResponse } from "./cached-response";
import { cachingHandler } from "./caching-handler";
import { PageCache } from "./page-cache";

// What the origin (Next.js, in server/main.ts) answers a fill for each path.
const FILL_ANSWERS: Record<string, () => OriginResponse> = {
  "/kept": () => ({ status: 200, headers: new Headers({ "content-type": "application/json", "cache-control": "public, max-age=0, s-maxage=60" }), body: Buffer.from('{"plans":[]}') }),
  "/unavailable": () => ({ status: 503, headers: new Headers({ "content-type": "application/json", "cache-control": "private, no-cache, no-store" }), body: Buffer.from('{"error":"The provider did not answer in time."}') }),
  "/sets-cookie": () => ({ status: 200, headers: new Headers({ "cache-control": "s-maxage=60", "set-cookie": "fill=1; Path=/" }), body: Buffer.from("meant for the fill") }),
};

let server: Server;
let port: number;
const fills: string[] = [];
const originRequests: string[] = [];

beforeAll(async () => {
  const plan = (path: string): CachePlan => ({ key: `http ${path}`, originPath: path, forwardedProto: "http", newLocation: null, perVisitor: false });
  server = createServer(
    cachingHandler({
      cache: new PageCache({ maxBytes: 1024 * 1024 }),
      plan: (request) => (request.url === "/dynamic" ? null : plan(request.url ?? "/")),
      fill: async ({ originPath }) => {
        fills.push(originPath);
        const answer = FILL_ANSWERS[originPath];
        if (!answer) throw new Error("connection refused");
        return answer();
      },
      visitorHeaders: () => ({}),
      origin: async (request, response) => {
        originRequests.push(request.url ?? "");
        response.writeHead(200, { "content-type": "text/plain" }).end("from the origin");
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  fills.length = 0;
  originRequests.length = 0;
});

describe("cachingHandler", () => {
  it("fills a cacheable answer once and serves it from the cache after", async () => {
    const first = await rawRequest(port, "/kept");
    const second = await rawRequest(port, "/kept");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.toString()).toBe('{"plans":[]}');
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(fills).toEqual(["/kept"]);
    expect(originRequests).toEqual([]);
  });

  it("sends an answer it may not keep as the fill brought it, without asking the origin again", async () => {
    const answer = await rawRequest(port, "/unavailable");
    expect(answer.status).toBe(503);
    expect(answer.headers["cache-control"]).toBe("private, no-cache, no-store");
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "The provider did not answer in time." });
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(originRequests).toEqual([]);
    // Not kept: for a while the path goes straight to the origin (page-cache.ts).
    expect((await rawRequest(port, "/unavailable")).body.toString()).toBe("from the origin");
    expect(fills).toEqual(["/unavailable"]);
  });

  it("asks the origin when the fill failed, or brought a cookie meant for it alone", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await rawRequest(port, "/refused");
    expect(logged).toHaveBeenCalledWith("Page cache: could not fill http /refused:", "connection refused");
    logged.mockRestore();
    const withCookie = await rawRequest(port, "/sets-cookie");
    expect(failed.body.toString()).toBe("from the origin");
    expect(withCookie.body.toString()).toBe("from the origin");
    expect(withCookie.headers["set-cookie"]).toBeUndefined();
    expect(originRequests).toEqual(["/refused", "/sets-cookie"]);
  });

  it("sends what it may not plan for straight to the origin", async () => {
    expect((await rawRequest(port, "/dynamic")).body.toString()).toBe("from the origin");
    expect(fills).toEqual([]);
  });
});
