// Paths Next would answer in its own way, answered like every other page instead (docs/security.md, "Every edge
// answers like the rest"): proxy.ts applies these, so the answers carry next.config.ts's headers.

/**
 * Where a path with a trailing slash is sent (308), or null when there is nothing to redirect: "/faq/" → "/faq",
 * "/" stays. Every trailing slash goes, and the result starts with exactly one slash: "//evil.example/" becomes
 * "/evil.example", never "//evil.example", which a browser would read as another host. A backslash counts as a
 * slash there (browsers read "/\evil.example" as "//evil.example").
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  return `/${pathname.replace(/\/+$/, "").replace(/^[/\\]+/, "")}`;
}

/**
 * Next serves its prerendered error pages by name too, marked s-maxage=31536000 (a CDN would keep them a year):
 * /404, /500, /_not-found and /_global-error, and their RSC payloads (.rsc). proxy.ts rewrites them to a path no
 * route has, so they answer exactly as any unknown path does: 404, private, no-store.
 */
export const NAMED_ERROR_PAGE = /^\/(?:404|500|_not-found|_global-error)(?:\.rsc)?$/;

/** A path no route of the site matches (app/not-found.tsx answers it): the rewrite target of the error pages. */
export const UNMATCHED_PATH = "/_leadflow/no-such-page";
