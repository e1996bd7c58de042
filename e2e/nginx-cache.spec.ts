import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { rawRequest, type RawAnswer } from "@/testing/raw-request";
import { nginxInstalled, startNginx, type Nginx } from "../scripts/bench/nginx.cjs";
import { OWN_SERVER_PORT, serverEnv, startOwnServer } from "./own-server";
import { PORT } from "./servers";

// nginx with deploy/nginx/leadflow.conf.template in front of the site server, as a Node host would run it: what Next
// marks cacheable comes from nginx's cache, and nothing one visitor got is shared with another.
const NGINX_PORT = PORT + 10;
const GZIP = { "accept-encoding": "gzip, deflate, br, zstd" };

const viaNginx = (path: string, headers: Record<string, string> = {}) => rawRequest(NGINX_PORT, path, headers);
/** The shared e2e server (bound to localhost), and servers of the same build this spec binds the two other ways. */
const BINDINGS = [
  { host: "localhost", port: PORT },
  { host: "127.0.0.1", port: OWN_SERVER_PORT + 35 },
  { host: "0.0.0.0", port: OWN_SERVER_PORT + 36 },
];
const DECODE: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };
/** Which region's page this is: India's shows its prices in rupees, the Global one in dollars. */
const regionOf = (html: string) => (/₹\s?\d/.test(html) ? "india" : /\$\d/.test(html) ? "global" : "neither");
const text = (answer: RawAnswer) =>
  (DECODE[answer.headers["content-encoding"] ?? ""]?.(answer.body) ?? answer.body).toString();

test.describe("nginx's cache in front of the site", () => {
  test.skip(!nginxInstalled(), "nginx is not installed here (apt-get install -y nginx; .ci/run installs it)");
  let nginx: Nginx | undefined;

  test.beforeAll(async () => {
    nginx = await startNginx({ port: NGINX_PORT, upstream: `127.0.0.1:${PORT}` });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  // Next bound three ways (README, Deploy): to localhost (the shared e2e server), to 127.0.0.1 (how an operator binds
  // it behind nginx on one host; a rewrite returned by proxy.ts then went through an HTTP hop whose answer carried
  // the variant's s-maxage, and nginx kept one visitor's region for everyone) and to every address.
  for (const binding of BINDINGS) {
    test(`bound to ${binding.host}: an India visitor never gets a Global page from the cache, nor the reverse`, async () => {
      // Starting a server of its own takes a while on a busy machine.
      test.setTimeout(120_000);
      const own = binding.port === PORT ? null : await startOwnServer(binding.port, serverEnv(binding.port), binding);
      const front = own ? await startNginx({ port: binding.port + 10, upstream: `127.0.0.1:${binding.port}` }) : nginx!;
      try {
        await expectRegionsKeptApart(binding.port, Number(new URL(front.baseUrl).port));
      } finally {
        if (own) await front.stop();
        await own?.stop();
      }
    });
  }

  test("a prerendered page, a static file and the plans API come from the cache the second time", async () => {
    const page = await viaNginx("/faq", GZIP);
    const script = text(page).match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    expect(script).toBeTruthy();
    for (const path of ["/faq", "/india/pricing", script!, "/api/subscriptions/plans?billing_cycle=Monthly"]) {
      await viaNginx(path, GZIP);
      const again = await viaNginx(path, GZIP);
      expect([again.status, again.headers["x-cache-status"]], path).toEqual([200, "HIT"]);
    }
  });

  test("an answer that sets a cookie is never stored", async () => {
    // /signup caches the visitor's detected country in a cookie (proxy.ts): every new visitor gets their own.
    for (let i = 0; i < 2; i++) {
      const answer = await viaNginx("/signup", { ...GZIP, "accept-language": i ? "en-IN" : "en-US" });
      expect(answer.headers["x-cache-status"]).not.toBe("HIT");
      expect(String(answer.headers["set-cookie"])).toContain(
        i ? "%22countryCode%22%3A%22IN%22" : "%22countryCode%22%3A%22US%22",
      );
    }
  });

  test("the router's RSC payload and the HTML of one URL are kept apart", async ({ page }) => {
    // The router's own request: a prefetch of a linked page once hydrated (the footer's links, brought into view),
    // one Next marks cacheable (a regional clean URL's payload is private like its HTML). Its URL carries the _rsc
    // hash of its headers, which Next checks.
    const rscResponse = page.waitForResponse(
      (response) =>
        response.request().headers()["rsc"] === "1" &&
        response.url().startsWith(nginx!.baseUrl) &&
        /s-maxage/.test(response.headers()["cache-control"] ?? ""),
      { timeout: 30_000 },
    );
    await page.goto(`${nginx!.baseUrl}/faq`);
    await page.locator("footer").scrollIntoViewIfNeeded();
    const request = (await rscResponse).request();
    const url = new URL(request.url());
    const path = `${url.pathname}${url.search}`;
    const rscHeaders = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(
        ([name]) => name === "rsc" || name.startsWith("next-router-") || name === "next-url",
      ),
    );

    const asRsc = async () => viaNginx(path, { ...GZIP, ...rscHeaders });
    const asHtml = async () => viaNginx(path, GZIP);
    for (const answer of [await asRsc(), await asHtml(), await asRsc(), await asHtml()])
      expect(answer.status, path).toBe(200);
    const [rsc, html] = [await asRsc(), await asHtml()];
    expect([rsc.headers["content-type"], rsc.headers["x-cache-status"]], path).toEqual(["text/x-component", "HIT"]);
    expect(text(rsc)).not.toContain("<html");
    expect([html.headers["content-type"], html.headers["x-cache-status"]], path).toEqual([
      "text/html; charset=utf-8",
      "HIT",
    ]);
    expect(text(html)).toContain("<html");
  });

  test("each client gets the coding it asked for: gzip, or none", async () => {
    for (let i = 0; i < 2; i++) {
      const zipped = await viaNginx("/terms", { "accept-encoding": "gzip" });
      const plain = await viaNginx("/terms", { "accept-encoding": "identity" });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(text(zipped)).toBe(plain.body.toString());
    }
  });
});

/**
 * Each visitor gets their region's page through nginx (`nginxPort`) in front of Next (`nextPort`), round after round:
 * the clean URLs answer private and are never stored, their RSC payloads too. The router's RSC answer keeps
 * x-nextjs-rewritten-path: the client router reads the page's params from it (the region, which the clean URL lacks).
 */
async function expectRegionsKeptApart(nextPort: number, nginxPort: number) {
  const through = (path: string, headers: Record<string, string>) => rawRequest(nginxPort, path, headers);
  for (const path of ["/", "/pricing"]) {
    const variants = await Promise.all(
      (["india", "global"] as const).map(async (region) =>
        regionOf(text(await rawRequest(nextPort, `/${region}${path === "/" ? "" : path}`, GZIP))),
      ),
    );
    expect(variants, path).toEqual(["india", "global"]);
  }
  const visitors = [
    [{ cookie: "region=india" }, "india"],
    [{ cookie: "region=global" }, "global"],
    [{ "accept-language": "en-IN,en;q=0.9" }, "india"],
    [{ "accept-language": "en-US,en;q=0.9" }, "global"],
  ] as const;
  for (let round = 0; round < 3; round++) {
    for (const path of ["/", "/pricing"]) {
      for (const [headers, region] of visitors) {
        const answer = await through(path, { ...GZIP, ...headers });
        const what = `${path} for ${JSON.stringify(headers)}, round ${round + 1}`;
        expect(answer.status, what).toBe(200);
        expect(answer.headers["cache-control"], what).toBe("private, no-cache");
        expect(answer.headers["x-cache-status"], what).not.toBe("HIT");
        // The region's own page: its prices in its currency (the page itself may have been regenerated since, as
        // the regional pages revalidate every minute, so it is not compared byte for byte).
        expect(regionOf(text(answer)), `${what}: the ${region} page`).toBe(region);
        if (round > 0) continue;
        // `_rsc` (the hash of the router's headers, empty here): without it Next redirects to the URL with it.
        const rsc = await through(`${path}?_rsc`, { ...GZIP, ...headers, rsc: "1" });
        expect([rsc.status, rsc.headers["cache-control"]], `${what}, RSC`).toEqual([200, "private, no-cache"]);
        expect(rsc.headers["x-cache-status"], `${what}, RSC`).not.toBe("HIT");
        expect(rsc.headers["x-nextjs-rewritten-path"], `${what}, RSC`).toBe(`/${region}${path === "/" ? "" : path}`);
      }
    }
  }
}
