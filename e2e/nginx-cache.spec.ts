import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { rawRequest, type RawAnswer } from "@/testing/raw-request";
import { nginxInstalled, startNginx, type Nginx } from "../scripts/bench/nginx.cjs";
import { PORT } from "./servers";

// nginx with deploy/nginx/leadflow.conf.template in front of the site server, as a Node host would run it: what Next
// marks cacheable comes from nginx's cache, and nothing one visitor got is shared with another.
const NGINX_PORT = PORT + 10;
const GZIP = { "accept-encoding": "gzip, deflate, br, zstd" };

const viaNginx = (path: string, headers: Record<string, string> = {}) => rawRequest(NGINX_PORT, path, headers);
const direct = (path: string, headers: Record<string, string> = {}) => rawRequest(PORT, path, headers);
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

  test("an India visitor never gets a Global page from the cache, nor a Global visitor an India page", async () => {
    const variants = { india: {} as Record<string, string>, global: {} as Record<string, string> };
    for (const path of ["/", "/pricing"]) {
      for (const region of ["india", "global"] as const)
        variants[region][path] = text(await direct(`/${region}${path === "/" ? "" : path}`, GZIP));
    }
    for (const path of ["/", "/pricing"])
      expect([regionOf(variants.india[path]), regionOf(variants.global[path])], path).toEqual(["india", "global"]);

    const visitors = [
      [{ cookie: "region=india" }, "india"],
      [{ cookie: "region=global" }, "global"],
      [{ "accept-language": "en-IN,en;q=0.9" }, "india"],
      [{ "accept-language": "en-US,en;q=0.9" }, "global"],
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const path of ["/", "/pricing"]) {
        for (const [headers, region] of visitors) {
          const answer = await viaNginx(path, { ...GZIP, ...headers });
          const what = `${path} for ${JSON.stringify(headers)}, round ${round + 1}`;
          expect(answer.status, what).toBe(200);
          expect(answer.headers["cache-control"], what).toBe("private, no-cache");
          expect(answer.headers["x-cache-status"], what).not.toBe("HIT");
          // The region's own page: its prices in its currency (the page itself may have been regenerated since, as
          // the regional pages revalidate every minute, so it is not compared byte for byte).
          expect(regionOf(text(answer)), `${what}: the ${region} page`).toBe(region);
        }
      }
    }
  });

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
