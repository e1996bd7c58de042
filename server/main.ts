// The production server (npm run serve): Next.js's own request handler, with an in-memory shared cache in front
// for what Next marks cacheable by one (prerendered pages, hashed static files, the plans API), stored
// precompressed with brotli and gzip. It does for one Node host what the CDN does on Vercel (DESIGN.md, "Scale-out
// path"): a prerendered page no longer goes through Next's routing, ETag hashing and gzip on every request. A cached
// page's scripts start after its first paint (lib/page-cache/scripts-after-paint.ts), and so do those of the pages
// Next renders per visitor that are listed in lib/page-cache/rendered-page.ts.
//   tsx server/main.ts [-p 3000] [-H hostname]     (as `next start`: PORT works too; NEXT_DIST_DIR picks the build)
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import next from "next";
import { parseCookie, ResponseCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { cachePlan, type CachePlan } from "@/lib/page-cache/cache-plan";
import { PageCache } from "@/lib/page-cache/page-cache";
import { isRenderedPageRequest, withScriptsAfterFirstPaint } from "@/lib/page-cache/rendered-page";
import { scriptsAfterFirstPaint } from "@/lib/page-cache/scripts-after-paint";
import { cachingHandler } from "@/lib/page-cache/caching-handler";
import type { VisitorHeaders } from "@/lib/page-cache/send-cached";
import { distDir } from "@/lib/dist-dir";
import { LOCATION_COOKIE_OPTIONS, REGIONAL_PAGE_CACHE_CONTROL } from "@/lib/region/regional-rewrite";
import { LOCATION_COOKIE, REGION_COOKIE } from "@/lib/region/regions";
import { malformedPathAnswer } from "@/lib/security/malformed-path";
import { staticPaths } from "./static-paths";

const { values: args } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;

const PAGE_CACHE_BYTES = 256 * 1024 * 1024;
// The page cache fills itself by asking Next over loopback; this header (a secret of this process) marks those
// requests, so they reach Next instead of the cache.
const FILL_HEADER = "x-leadflow-page-cache-fill";
const fillSecret = randomBytes(16).toString("hex");
// Longer than any outside call a route makes (10 s): a route slowed by one answers its error to the fill, which is
// sent on, rather than the fill giving up and the visitor's request asking again.
const FILL_TIMEOUT_MS = 30_000;

// Like `next start`: this server only ever runs a production build (set before Next loads React).
Object.assign(process.env, { NODE_ENV: "production" });
// Next builds proxy.ts's request URL from this hostname; "localhost" unless one is given (README, Deploy).
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
const renderedPage = withScriptsAfterFirstPaint(handle);
const origin = (request: IncomingMessage, response: ServerResponse) => (isRenderedPageRequest(request) ? renderedPage(request, response) : handle(request, response));

const buildPaths = staticPaths(distDir());
const isStaticPath = (path: string) => buildPaths.has(path);
let originBase = "";

const handleRequest = cachingHandler({
  cache: new PageCache({ maxBytes: PAGE_CACHE_BYTES }),
  plan: (request) => (request.headers[FILL_HEADER] === fillSecret ? null : planOrNull(request)),
  fill: fillFromNext,
  visitorHeaders,
  origin,
});

const server = createServer((request, response) => {
  // A path Next cannot decode would get its bare 500.
  const malformed = malformedPathAnswer(request.url);
  if (malformed) return void response.writeHead(malformed.status, malformed.headers).end(malformed.body);
  return handleRequest(request, response);
});

function planOrNull(request: IncomingMessage): CachePlan | null {
  try {
    return planFor(request);
  } catch (error) {
    console.error("Page cache: could not plan a request; Next answers it:", error);
    return null;
  }
}

function planFor(request: IncomingMessage): CachePlan | null {
  const cookies = request.headers.cookie ? parseCookie(request.headers.cookie) : null;
  return cachePlan(
    {
      method: request.method,
      url: request.url,
      header: (name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      },
      cookies: { region: cookies?.get(REGION_COOKIE), location: cookies?.get(LOCATION_COOKIE) },
      now: Date.now(),
    },
    isStaticPath,
  );
}

async function fillFromNext(plan: CachePlan) {
  const answer = await fetch(`${originBase}${plan.originPath}`, {
    headers: { [FILL_HEADER]: fillSecret, "accept-encoding": "identity", "x-forwarded-proto": plan.forwardedProto },
    redirect: "manual",
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const isPage = answer.headers.get("content-type")?.startsWith("text/html");
  return { status: answer.status, headers: answer.headers, body: isPage ? Buffer.from(scriptsAfterFirstPaint(body.toString("utf8"))) : body };
}

/**
 * What proxy.ts adds to a regional page's clean URL for this visitor: its private Cache-Control and, for a new
 * detection, the `user_country` cookie, serialised by the same code as Next's.
 */
function visitorHeaders(plan: CachePlan): VisitorHeaders {
  if (!plan.perVisitor) return {};
  const headers: VisitorHeaders = { "cache-control": REGIONAL_PAGE_CACHE_CONTROL };
  if (plan.newLocation) {
    const cookies = new Headers();
    new ResponseCookies(cookies).set(LOCATION_COOKIE, JSON.stringify(plan.newLocation), LOCATION_COOKIE_OPTIONS);
    headers["set-cookie"] = cookies.getSetCookie();
  }
  return headers;
}

app.prepare().then(() => server.listen(port, hostname, () => {
  const { address, family } = server.address() as AddressInfo;
  const loopback = address === "0.0.0.0" || address === "::" ? (family === "IPv6" ? "[::1]" : "127.0.0.1") : family === "IPv6" ? `[${address}]` : address;
  originBase = `http://${loopback}:${port}`;
  console.log(`> Ready on http://${hostname ?? "localhost"}:${port} (page cache in front of Next.js, build ${distDir()})`);
}));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
