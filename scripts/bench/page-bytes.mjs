// Bytes of each page's document as a Node host sends it (issue 49): the HTML as it is, as `next start` sends it with
// Accept-Encoding: gzip, and at brotli quality 11 (what Vercel sends for a prerendered page, computed here), with
// the stylesheet's share: its bytes and how many times the document carries it (the <style> and the flight data).
//   node scripts/bench/page-bytes.mjs http://localhost:3400 [/ /pricing ...]
import { request } from "node:http";
import { brotliCompressSync, constants, gunzipSync } from "node:zlib";

const PAGES = ["/", "/pricing", "/faq", "/signup", "/terms"];

/** A GET's status-200 body as the server sent it (not decoded), and its Content-Encoding. */
export function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        res.statusCode === 200
          ? resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] ?? "identity" })
          : reject(new Error(`GET ${url}: ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The inlined stylesheet's text, or "" when the page links it. */
export function inlinedStylesheet(html) {
  return /<style data-precedence="[^"]*" data-href="[^"]+\.css">(.*?)<\/style>/s.exec(html)?.[1] ?? "";
}

/** The flight data the page hydrates from: every `self.__next_f.push([1, "..."])` string, joined. */
export function flightData(html) {
  let payload = "";
  for (const [, args] of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    const parsed = JSON.parse(args);
    if (Array.isArray(parsed) && typeof parsed[1] === "string") payload += parsed[1];
  }
  return payload;
}

export async function pageBytes(baseUrl, path) {
  // A visitor from the US: the regional pages' variant for the default region.
  const headers = { "x-vercel-ip-country": "US", "accept-language": "en-US" };
  const zipped = await get(`${baseUrl}${path}`, { ...headers, "accept-encoding": "gzip" });
  const raw = zipped.encoding === "gzip" ? gunzipSync(zipped.body) : zipped.body;
  const html = raw.toString("utf8");
  const stylesheet = inlinedStylesheet(html);
  const flight = flightData(html);
  return {
    path,
    raw: raw.length,
    gzip: zipped.encoding === "gzip" ? zipped.body.length : null,
    brotli11: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    stylesheet: Buffer.byteLength(stylesheet),
    stylesheetInFlight: stylesheet ? flight.split(stylesheet).length - 1 : 0,
    flight: Buffer.byteLength(flight),
  };
}

async function main([baseUrl, ...paths]) {
  const rows = [];
  for (const path of paths.length > 0 ? paths : PAGES) rows.push(await pageBytes(baseUrl, path));
  console.log(JSON.stringify(rows, null, 2));
}

// A script when run, a module when imported (e2e/html-budget.spec.ts, which Playwright compiles to CommonJS: no
// top-level await and no import.meta here).
if (process.argv[1]?.endsWith("page-bytes.mjs")) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
