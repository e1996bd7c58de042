import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { toCachedResponse, type OriginResponse } from "./cached-response";
import { PageCache } from "./page-cache";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>LeadFlow pricing in your currency.</p>".repeat(200)}</body></html>`);

function origin(status: number, headers: Record<string, string>, body = html): OriginResponse {
  return { status, headers: new Headers(headers), body };
}
const prerendered = () => origin(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=31536000", etag: '"abc"', vary: "rsc", "x-frame-options": "DENY" });

describe("toCachedResponse", () => {
  it("keeps a prerendered page with its headers, compressed once in brotli and gzip", async () => {
    const cached = await toCachedResponse(prerendered(), 1_000);
    expect(cached).not.toBeNull();
    expect(cached!.headers).toMatchObject({ "x-frame-options": "DENY", "cache-control": "s-maxage=31536000", vary: "rsc, Accept-Encoding" });
    expect(cached!.headers.etag).toBe('"abc"');
    expect(cached!.codings).toEqual(["br", "gzip", "identity"]);
    expect(cached!.expiresAt).toBe(1_000 + 31_536_000_000);
    expect(brotliDecompressSync(cached!.bodies.br!)).toEqual(html);
    expect(gunzipSync(cached!.bodies.gzip!)).toEqual(html);
    expect(cached!.bodies.br!.length).toBeLessThan(html.length / 10);
    expect(cached!.bytes).toBe(html.length + cached!.bodies.br!.length + cached!.bodies.gzip!.length);
  });

  it("drops what belongs to one transfer, and the Last-Modified it does not revalidate by", async () => {
    const answer = origin(200, {
      "content-type": "text/html",
      "cache-control": "s-maxage=60",
      "content-length": "9",
      date: "Wed, 25 Nov 2026 17:00:00 GMT",
      "last-modified": "Wed, 25 Nov 2026 16:00:00 GMT",
      connection: "keep-alive",
    });
    const cached = await toCachedResponse(answer, 0);
    expect(Object.keys(cached!.headers).sort()).toEqual(["cache-control", "content-type", "vary"]);
  });

  it("keeps binary files as they are", async () => {
    const font = origin(200, { "content-type": "font/woff2", "cache-control": "public, max-age=31536000, immutable" }, Buffer.alloc(4096, 7));
    const cached = await toCachedResponse(font, 0);
    expect(Object.keys(cached!.bodies)).toEqual(["identity"]);
    expect(cached!.codings).toEqual(["identity"]);
    expect(cached!.headers.vary).toBeUndefined();
  });

  it("keeps nothing meant for one visitor or not for shared caches", async () => {
    expect(await toCachedResponse(origin(200, { "content-type": "text/html", "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }), 0)).toBeNull();
    expect(await toCachedResponse(origin(200, { "content-type": "text/html" }), 0)).toBeNull();
    expect(await toCachedResponse(origin(404, { "content-type": "text/html", "cache-control": "s-maxage=60" }), 0)).toBeNull();
    expect(await toCachedResponse(origin(200, { "content-type": "text/html", "cache-control": "s-maxage=60", "set-cookie": "session=1" }), 0)).toBeNull();
    expect(await toCachedResponse(origin(200, { "content-type": "text/html", "cache-control": "s-maxage=60", "content-encoding": "gzip" }), 0)).toBeNull();
  });
});

describe("PageCache", () => {
  it("asks the origin once for concurrent misses, then answers from memory", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    let asked = 0;
    const fill = async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return prerendered();
    };
    const answers = await Promise.all([cache.get("http /faq", fill), cache.get("http /faq", fill), cache.get("http /faq", fill)]);
    expect(asked).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect((await cache.get("http /faq", fill))?.bodies.identity).toBe(answers[0]!.bodies.identity);
    expect(asked).toBe(1);
    expect(cache.size.entries).toBe(1);
  });

  it("answers the first request compressed fast, and the next ones at the best setting once it is done", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    const fill = async () => prerendered();
    const first = (await cache.get("k", fill))!;
    await cache.settled();
    const later = (await cache.get("k", fill))!;
    const fast = (await toCachedResponse(prerendered(), 0, "fast"))!;
    const best = (await toCachedResponse(prerendered(), 0, "best"))!;
    expect(best.bodies.br!.length).toBeLessThan(fast.bodies.br!.length);
    expect(first.bodies.br).toEqual(fast.bodies.br);
    expect(later.bodies.br).toEqual(best.bodies.br);
    expect(brotliDecompressSync(later.bodies.br!)).toEqual(html);
    expect([later.expiresAt, later.headers]).toEqual([first.expiresAt, first.headers]);
    expect(cache.size.bytes).toBe(later.bytes);
  });

  it("asks again once the answer has expired", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000_000, now: () => now });
    let asked = 0;
    const fill = async () => {
      asked += 1;
      return origin(200, { "content-type": "text/html", "cache-control": "s-maxage=60" });
    };
    await cache.get("k", fill);
    now = 59_999;
    await cache.get("k", fill);
    expect(asked).toBe(1);
    now = 60_000;
    await cache.get("k", fill);
    expect(asked).toBe(2);
    expect(cache.size.entries).toBe(1);
  });

  it("sends a key it may not keep straight to the origin for a while, then tries again", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 10_000_000, now: () => now, retryAfterMs: 1_000 });
    let asked = 0;
    const fill = async () => {
      asked += 1;
      return origin(200, { "content-type": "text/html", "cache-control": "private, no-store" });
    };
    expect(await cache.get("k", fill)).toBeNull();
    expect(await cache.get("k", fill)).toBeNull();
    expect(asked).toBe(1);
    now = 1_000;
    expect(await cache.get("k", fill)).toBeNull();
    expect(asked).toBe(2);
  });

  it("lets the origin answer when it cannot be reached, and logs why", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await cache.get("k", () => Promise.reject(new Error("connect ECONNREFUSED")))).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("k"), "connect ECONNREFUSED");
    logged.mockRestore();
  });

  it("serves an answer past its memory budget without keeping it", async () => {
    const cache = new PageCache({ maxBytes: html.length });
    let asked = 0;
    const fill = async () => {
      asked += 1;
      return prerendered();
    };
    expect(await cache.get("k", fill)).not.toBeNull();
    expect(await cache.get("k", fill)).not.toBeNull();
    expect(asked).toBe(2);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
