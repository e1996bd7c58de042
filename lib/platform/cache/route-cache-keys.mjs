// Next 16.4 keys each entry of its cache by the app file that renders it, not by the path alone:
// /route-cache/<APP_PAGE|APP_ROUTE>/<sha256 of the file's route, groups included>/$<page path>. The cache handler
// package's seeding (registerInitialCache) writes plain paths (/pricing), which Next 16.4 never reads; this gives
// the key Next reads for a prerendered path, from the build's own manifests.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** For the build in `buildDir`: a prerendered path's key in Next's cache, or null for a path no app file renders. */
export function routeCacheKeys(buildDir) {
  const prerender = JSON.parse(readFileSync(join(buildDir, "prerender-manifest.json"), "utf8"));
  // "/(site)/[region]/pricing/page" → "/[region]/pricing", turned around.
  const appFiles = JSON.parse(readFileSync(join(buildDir, "app-path-routes-manifest.json"), "utf8"));
  const fileOfRoute = new Map(Object.entries(appFiles).map(([file, route]) => [route, file]));
  return (pathname) => {
    const file = fileOfRoute.get(prerender.routes[pathname]?.srcRoute ?? pathname);
    if (!file) return null;
    const kind = file.endsWith("/route") ? "APP_ROUTE" : "APP_PAGE";
    return `/route-cache/${kind}/${sha256(file)}/$${pathname === "/" ? "/index" : pathname}`;
  };
}
