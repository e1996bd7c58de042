import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { isAllowedOrigin } from "@/lib/platform/security/origin";

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
 * A path on this site ("/blog-left-sidebar?x=1#top"), or null: never another origin, whatever the spelling
 * ("//evil.example", "/\\evil.example", "https://evil.example", a tab or newline inside). Parsed against an origin
 * of ours and compared; a path that parsing would change (dot segments, "/.//evil.example") or that hides a dot,
 * slash or backslash behind percent-encoding is refused rather than repaired: the link staff open is plain.
 */
export function sameSitePath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || /[\\\u0000-\u001f\u007f]|%(2e|2f|5c)/i.test(path)) return null;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || url.pathname.startsWith("//") || target !== path) return null;
  return target;
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

/**
 * Our own Draft Mode cookie, beside Next's (whose value is the build's previewModeId, good until the next build):
 * draft content renders only with both. "expiry.signature", signed with a key derived from DRAFT_SECRET, so
 * changing or removing the secret ends every draft session at once, and none lives longer than a day.
 */
export const DRAFT_SESSION_COOKIE = "leadflow_draft";
export const DRAFT_SESSION_MAX_AGE_S = 12 * 60 * 60;

const draftSignature = (expires: string, secret: string) =>
  createHmac("sha256", `leadflow:draft-session:${secret}`).update(expires).digest("base64url");

export function draftSessionValue(secret: string, now = new Date()): string {
  const expires = String(now.getTime() + DRAFT_SESSION_MAX_AGE_S * 1000);
  return `${expires}.${draftSignature(expires, secret)}`;
}

export function draftSessionValid(value: string | undefined, secret: string | undefined, now = new Date()): boolean {
  if (!value || !secret) return false;
  const [expires, signature, ...rest] = value.split(".");
  if (rest.length > 0 || !/^\d{1,15}$/.test(expires ?? "") || !signature) return false;
  if (Number(expires) <= now.getTime()) return false;
  return secretMatches(signature, draftSignature(expires, secret));
}
