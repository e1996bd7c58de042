// First Load JS per app route: the scripts a route's HTML makes a modern browser download to hydrate it, at the size
// `next start` sends each one (gzip). Next 16's `next build` no longer prints sizes.
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
// Each distinct file counts once, at the bytes `next start` sends for it to a browser that takes gzip.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { get } from "./page-bytes.mjs";

/** The body's bytes as the server sent them (not decoded) for a GET with Accept-Encoding: gzip. */
export async function servedBytes(url) {
  const { body, encoding } = await get(url, { "accept-encoding": "gzip" });
  return { bytes: body.length, encoding };
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
  return sources.map((src) => src.match(/^\/_next\/(.+)$/)?.[1]).filter(Boolean);
}

/** The HTML of the route itself if prerendered, else of its first prerendered instance (e.g. /global for /[region]). */
function prerenderedHtml(distDir, prerendered, route) {
  const path = prerendered[route] ? route : Object.keys(prerendered).find((key) => prerendered[key].srcRoute === route);
  const file = path && join(distDir, "server/app", `${path === "/" ? "index" : path.slice(1)}.html`);
  return file && existsSync(file) ? readFileSync(file, "utf8") : null;
}

/**
 * `baseUrl`: the `next start` serving this build, asked for each file; `servedHtml` maps a route pattern (e.g.
 * "/signup") to HTML fetched from it, for dynamic routes.
 */
export async function firstLoadJs(distDir, { baseUrl, servedHtml = {} }) {
  const sizes = new Map();
  const encodings = new Set();
  const sum = async (files) => {
    let total = 0;
    for (const file of new Set(files)) {
      if (!sizes.has(file)) {
        const { bytes, encoding } = await servedBytes(`${baseUrl}/_next/${file}`);
        sizes.set(file, bytes);
        encodings.add(encoding);
      }
      total += sizes.get(file);
    }
    return total;
  };
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
      : [...new Set([...shared, ...Object.values(manifest.entryJSFiles ?? {}).flat()])].filter(
          (file) => !polyfills.has(file),
        );
    routes.push({
      route,
      source: html ? "html" : "manifest",
      files: new Set(files).size,
      servedBytes: await sum(files),
    });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const sharedServedBytes = await sum(shared);
  return { sharedServedBytes, encodings: [...encodings], routes };
}
