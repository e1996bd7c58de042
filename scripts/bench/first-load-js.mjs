// First Load JS per app route, read from the build in the dist dir (Next 16's `next build` no longer prints sizes).
//
// Method: a route's first load is every script its HTML makes a modern browser download to hydrate it.
//   - Source "html": the <script src> tags of the route's HTML: the prerendered file in server/app/ (for a route with
//     params, its first instance in prerender-manifest.json, e.g. /global for /[region]), or for a dynamic route
//     the HTML the bench server answered.
//     Next writes there build-manifest.json's `rootMainFiles` (Turbopack runtime, React, App Router: shared by
//     every route) and the client chunks of the layouts, the page and the metadata routes.
//   - Source "manifest" (no HTML at hand): `rootMainFiles` plus every `entryJSFiles` list of the route's client
//     reference manifest (server/app/<route>/page_client-reference-manifest.js). That also holds the not-found and
//     global-error boundaries' chunks, which the HTML does not always load, so it is an upper bound.
// `polyfillFiles` / `noModule` scripts are left out: only browsers without ES modules fetch them.
// Chunks a page imports lazily (next/dynamic, import()) are not first load; Lighthouse's "JS transferred" counts them.
// Each distinct file counts once, at its brotli size (quality 11, as the production server's page cache sends it).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { brotliCompressSync, constants } from "node:zlib";

const brotliSizes = new Map();
function brotliSize(distDir, file) {
  if (!brotliSizes.has(file)) {
    const body = readFileSync(join(distDir, file));
    brotliSizes.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length);
  }
  return brotliSizes.get(file);
}

function clientManifest(distDir, pageKey) {
  const file = join(distDir, "server/app", `${pageKey}_client-reference-manifest.js`);
  if (!existsSync(file)) return null;
  const sandbox = {};
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  return sandbox.__RSC_MANIFEST?.[pageKey] ?? null;
}

/** Scripts an HTML document loads in a modern browser (noModule polyfills excluded), as dist-dir paths. */
export function htmlScripts(html) {
  const tags = html.match(/<script[^>]*\ssrc="[^"]+"[^>]*>/g) ?? [];
  const sources = tags.filter((tag) => !/\snomodule/i.test(tag)).map((tag) => tag.match(/\ssrc="([^"]+)"/)[1]);
  // A cached page lists its scripts in the loader that starts them after the first paint (lib/page-cache/scripts-after-paint.ts).
  const loaded = html.match(/<script data-scripts-after-paint="">[\s\S]*?\((\[[^\]]*\])\)<\/script>/)?.[1];
  if (loaded) sources.push(...JSON.parse(loaded));
  return sources.map((src) => src.match(/^\/_next\/(.+)$/)?.[1]).filter(Boolean);
}

/** The HTML of the route itself if prerendered, else of its first prerendered instance (e.g. /global for /[region]). */
function prerenderedHtml(distDir, prerendered, route) {
  const path = prerendered[route] ? route : Object.keys(prerendered).find((key) => prerendered[key].srcRoute === route);
  const file = path && join(distDir, "server/app", `${path === "/" ? "index" : path.slice(1)}.html`);
  return file && existsSync(file) ? readFileSync(file, "utf8") : null;
}

const sum = (distDir, files) => [...new Set(files)].reduce((total, file) => total + brotliSize(distDir, file), 0);

/** `servedHtml` maps a route pattern (e.g. "/signup") to HTML fetched from the server, for dynamic routes. */
export function firstLoadJs(distDir, { servedHtml = {} } = {}) {
  const build = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  const appRoutes = JSON.parse(readFileSync(join(distDir, "app-path-routes-manifest.json"), "utf8"));
  const prerendered = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8")).routes ?? {};
  const polyfills = new Set(build.polyfillFiles ?? []);
  const shared = (build.rootMainFiles ?? []).filter((file) => !polyfills.has(file));

  const routes = [];
  for (const [pageKey, route] of Object.entries(appRoutes)) {
    if (!pageKey.endsWith("/page") || pageKey.startsWith("/_")) continue; // route handlers, metadata, internals
    const manifest = clientManifest(distDir, pageKey);
    if (!manifest) continue;
    const html = prerenderedHtml(distDir, prerendered, route) ?? servedHtml[route];
    const files = html
      ? htmlScripts(html)
      : [...new Set([...shared, ...Object.values(manifest.entryJSFiles ?? {}).flat()])].filter((file) => !polyfills.has(file));
    routes.push({ route, source: html ? "html" : "manifest", files: new Set(files).size, brotliBytes: sum(distDir, files) });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  return { sharedBrotliBytes: sum(distDir, shared), routes };
}
