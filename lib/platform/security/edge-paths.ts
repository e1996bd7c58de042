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

/** A path with its percent escapes undone where they decode (a malformed escape stays as it is). */
function decodedPath(pathname: string): string {
  return pathname.replace(/(?:%[0-9a-f]{2})+/gi, (escaped) => {
    try {
      return decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
  });
}

/**
 * Whether a path names one of Next's error pages, also with escapes ("/%5fnot-found", "/%34%30%34", "/_not%2dfound"):
 * Next decodes those and then loops ("Attempted to handle request too many times", a 500) on its own error page.
 */
export function namesErrorPage(pathname: string): boolean {
  return NAMED_ERROR_PAGE.test(pathname) || NAMED_ERROR_PAGE.test(decodedPath(pathname));
}

/** Where Next's image optimizer is asked for a picture (`url`: a path of this site, or an allowed remote). */
export const IMAGE_OPTIMIZER_PATH = "/_next/image";

export const IMAGE_URL_REFUSED = 'The "url" parameter must be a path of this site.';

/**
 * Whether the image optimizer's `url` is one Next itself answers 500 to: a local-looking path with a backslash
 * ("/\evil", which URL parsing reads as "//evil", another host) or protocol-relative ("//evil"). Absent, empty and
 * absolute URLs are left to Next, which answers those 400 itself.
 */
export function refusedImageUrl(url: string | null): boolean {
  if (!url?.startsWith("/")) return false;
  return url.includes("\\") || url.startsWith("//");
}

/** A path no route of the site matches (app/not-found.tsx answers it): the rewrite target of the error pages. */
export const UNMATCHED_PATH = "/_leadflow/no-such-page";
