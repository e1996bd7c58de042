import { NextRequest } from "next/server";
import { env } from "@/lib/platform/env";
import { FORM_LENGTH_REQUIRED } from "@/lib/platform/security/action-guard";
import { REGIONAL_PAGE_HEADER, regionalPageRewrites } from "@/lib/site/region/internal-rewrites";
import { REGIONS } from "@/lib/site/region/regions";
import { REGIONAL_PATHS } from "@/lib/site/region/routes";
import { IMAGE_URL_REFUSED } from "@/lib/platform/security/edge-paths";
import { proxy } from "./proxy";

// proxy.ts as Next runs it: a request in, a response (or the rewrite and cookies) out.

const site = new URL(env.siteUrl);
const chunkedBody = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 16_384) controller.enqueue(new Uint8Array(16_384).fill(97));
      controller.close();
    },
  });

describe("proxy", () => {
  it("redirects a trailing slash (308, query kept) and never to another host", () => {
    const redirect = (path: string) => proxy(new NextRequest(new URL(path, site)));
    expect(redirect("/faq/?q=1").status).toBe(308);
    expect(redirect("/faq/?q=1").headers.get("location")).toBe(new URL("/faq?q=1", site).href);
    const location = new URL(redirect("/%2F%2Fevil.example/").headers.get("location")!);
    expect([location.origin, location.pathname]).toEqual([site.origin, "/%2F%2Fevil.example"]);
    expect(redirect("/").status).not.toBe(308);
  });

  it("rewrites Next's error pages asked for by name to a path no route has", () => {
    for (const path of ["/404", "/500", "/_not-found", "/_global-error"]) {
      const rewritten = proxy(new NextRequest(new URL(path, site))).headers.get("x-middleware-rewrite");
      expect([path, rewritten && new URL(rewritten).pathname]).toEqual([path, "/_leadflow/no-such-page"]);
    }
  });

  it("serves a regional clean URL from the visitor's variant by a config rewrite, not its own, and privately", () => {
    // A rewrite returned by proxy.ts becomes an HTTP hop when Next is bound to 127.0.0.1, whose answer brings the
    // variant's public s-maxage; the config rewrite (next.config.ts) the header selects never does.
    for (const [path, language, variant] of [
      ["/pricing", "en-IN", "/india/pricing"],
      ["/", "en-US", "/global"],
    ]) {
      const response = proxy(new NextRequest(new URL(path, site), { headers: { "accept-language": language } }));
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
      expect(response.headers.get(`x-middleware-request-${REGIONAL_PAGE_HEADER}`)).toBe(variant);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    }
    // The visitor's own header is overwritten.
    const spoofed = proxy(
      new NextRequest(new URL("/pricing", site), {
        headers: { "accept-language": "en-US", [REGIONAL_PAGE_HEADER]: "/india/pricing" },
      }),
    );
    expect(spoofed.headers.get(`x-middleware-request-${REGIONAL_PAGE_HEADER}`)).toBe("/global/pricing");
  });

  it("has one config rewrite per clean URL and region, to the variant the header names", () => {
    const rewrites = regionalPageRewrites();
    expect(rewrites).toContainEqual({
      source: "/pricing",
      has: [{ type: "header", key: REGIONAL_PAGE_HEADER, value: "/india/pricing" }],
      destination: "/india/pricing",
    });
    expect(rewrites).toHaveLength(REGIONAL_PATHS.length * REGIONS.length);
    for (const rewrite of rewrites) expect(rewrite.destination).toBe(rewrite.has[0].value);
  });

  it("rewrites them asked for with percent escapes too, which Next would loop on to a 500", () => {
    for (const path of ["/%5fnot-found", "/%5Fglobal-error", "/%34%30%34", "/_not%2dfound", "/%5f%6eot-found.rsc"]) {
      const rewritten = proxy(new NextRequest(new URL(path, site))).headers.get("x-middleware-rewrite");
      expect([path, rewritten && new URL(rewritten).pathname]).toEqual([path, "/_leadflow/no-such-page"]);
    }
    // Other escaped paths, and malformed escapes, go on as before.
    for (const path of ["/blog/caf%C3%A9", "/%E0%A4%A", "/%5fnot-founds"])
      expect(proxy(new NextRequest(new URL(path, site))).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("answers the image optimizer 400 for a url with a backslash, and lets every other url through to Next", async () => {
    const image = (url: string) =>
      proxy(new NextRequest(new URL(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, site)));
    for (const url of ["/\\evil", "/\\evil.example/x.png", "//evil.example/x.png"]) {
      const refused = image(url);
      expect([url, refused.status]).toEqual([url, 400]);
      expect(await refused.json()).toEqual({ success: false, code: "bad_request", error: IMAGE_URL_REFUSED });
    }
    for (const url of ["/blog/cover.png", "https://images.example/x.png"])
      expect(image(url).headers.get("x-middleware-next")).toBe("1");
  });

  it("refuses a server action whose body has no declared length (chunked) with 411, without reading it", async () => {
    const body = chunkedBody(10 * 1024 * 1024);
    // duplex: a stream body in Node's fetch (not yet in the RequestInit type).
    const init: NonNullable<ConstructorParameters<typeof NextRequest>[1]> & { duplex: "half" } = {
      method: "POST",
      headers: {
        "next-action": "abc123",
        origin: site.origin,
        host: site.host,
        "content-type": "text/plain;charset=UTF-8",
        "transfer-encoding": "chunked",
      },
      body,
      duplex: "half",
    };
    const request = new NextRequest(new URL("/contact-page", site), init);
    const response = proxy(request);
    expect(response.status).toBe(411);
    expect(await response.json()).toEqual({ success: false, code: "length_required", error: FORM_LENGTH_REQUIRED });
    expect(body.locked).toBe(false); // nobody started reading the 10 MB
  });
});

describe("the user_country cookie", () => {
  const setCookie = (url: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(url, { headers: { "accept-language": "en-IN", ...headers } })).headers.get("set-cookie") ??
    "";

  it("is Secure when the visitor came over https: on the URL, or at the proxy in front (X-Forwarded-Proto)", () => {
    expect(setCookie("https://www.leadflow.example/pricing")).toMatch(/^user_country=.*; Secure/);
    expect(setCookie("http://127.0.0.1:3000/pricing", { "x-forwarded-proto": "https" })).toMatch(
      /^user_country=.*; Secure/,
    );
    expect(setCookie("http://127.0.0.1:3000/signup", { "x-forwarded-proto": "https" })).toMatch(
      /^user_country=.*; Secure/,
    );
  });

  it("is not Secure over plain http (http://localhost), where the browser would drop it", () => {
    const cookie = setCookie("http://localhost:3000/pricing", { "x-forwarded-proto": "http" });
    expect(cookie).toMatch(/^user_country=/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
