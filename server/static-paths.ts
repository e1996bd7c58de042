import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The paths this build made static: every prerendered route (prerender-manifest.json) and every hashed file under
 * /_next/static. Only these are ever looked up in the page cache, so it holds at most one entry per file of the
 * build, and any other path (a typo, a probe) costs nothing extra.
 */
export function staticPaths(distDir: string): Set<string> {
  const paths = new Set<string>();
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
  for (const route of Object.keys(manifest.routes)) {
    // /_not-found and /_global-error are error pages, answered with their own status, never by their path.
    if (!route.startsWith("/_")) paths.add(route);
  }
  const staticDir = path.join(distDir, "static");
  if (existsSync(staticDir)) {
    for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      paths.add(`/_next/static/${relative}`);
    }
  }
  return paths;
}
