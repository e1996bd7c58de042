import { expect, test } from "./fixtures";
import { rawRequest } from "@/testing/raw-request";
import { PORT } from "./servers";

// proxy.ts names the page prerendered for the visitor's region and next.config.ts rewrites the clean URL to it
// (lib/site/region/internal-rewrites.ts). A rewrite returned by proxy.ts itself would show as x-middleware-rewrite,
// and with Next bound to 127.0.0.1 it went through an HTTP hop to the server itself (e2e/nginx-cache.spec.ts checks
// each way of binding).
const regionOf = (html: string) => (/₹\s?\d/.test(html) ? "india" : /\$\d/.test(html) ? "global" : "neither");

test("the region's page is served inside the server, without a middleware rewrite", async () => {
  for (const [path, language, region] of [
    ["/", "en-US", "global"],
    ["/pricing", "en-IN", "india"],
    ["/pricing", "en-US", "global"],
  ]) {
    // A new visitor each time (no cookie): the region comes from the language.
    const answer = await rawRequest(PORT, path, { "accept-language": language });
    expect(answer.status, path).toBe(200);
    expect(answer.headers["x-middleware-rewrite"], path).toBeUndefined();
    expect(regionOf(answer.body.toString()), `${path} for ${language}`).toBe(region);
  }
});
