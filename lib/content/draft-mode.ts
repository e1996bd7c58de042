import { createHash, timingSafeEqual } from "node:crypto";
import { isAllowedOrigin } from "@/lib/security/origin";

// Who may turn Draft Mode on (GET /api/draft), and where they are sent: the rules, apart from Next's cookie.

export type DraftEntry =
  | { ok: true; path: string }
  | { ok: false; code: "unauthorized"; message: string }
  | { ok: false; code: "bad_request"; message: string };

export const DRAFT_SECRET_REFUSED = "Draft Mode needs the right secret: ask a developer for the preview link.";
export const DRAFT_PATH_REFUSED = "path must be a page of this site, e.g. /blog-details-right-sidebar/my-post.";

/** Equal or not, in the same time whatever the guess: both sides hashed first, so lengths match too. */
export function secretMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A path on this site ("/blog-left-sidebar?x=1#top"), normalised, or null: never another origin, whatever the
 * spelling ("//evil.example", "/\\evil.example", "https://evil.example", a tab or newline inside).
 */
export function sameSitePath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The request's secret and path, checked: without a configured secret nobody gets in. */
export function checkDraftEntry(
  query: { secret: string | null; path: string | null },
  configuredSecret: string | undefined,
): DraftEntry {
  if (!configuredSecret || query.secret === null || !secretMatches(query.secret, configuredSecret)) {
    return { ok: false, code: "unauthorized", message: DRAFT_SECRET_REFUSED };
  }
  const path = sameSitePath(query.path ?? "/");
  return path ? { ok: true, path } : { ok: false, code: "bad_request", message: DRAFT_PATH_REFUSED };
}

/** Where leaving Draft Mode returns to: the page it was left from (the Referer, when it is this site), else home. */
export function exitTarget(referer: string | null, site: { host: string | null; siteUrl: string }): string {
  if (!referer) return "/";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "/";
  }
  if (!isAllowedOrigin({ origin: url.origin, ...site })) return "/";
  return sameSitePath(`${url.pathname}${url.search}`) ?? "/";
}
