import { createHmac, timingSafeEqual } from "node:crypto";

// Signed links in list e-mails: "<memberId>.<action>.<expiry seconds or 0>[.<sign-up ms>].<HMAC-SHA256>", so a link
// names the one member and action it was made for, cannot be forged without the key, and confirm links expire. A
// confirm link also names the sign-up it answers (the member's confirmation_sent_at): after an unsubscribe and a new
// sign-up, an old link confirms nothing.

export type LinkAction = "confirm" | "unsubscribe";
export type LinkClaims = { memberId: number; action: LinkAction; expiresAt?: Date; requestedAt?: Date };
export type ConfirmClaims = { memberId: number; requestedAt: Date };

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function signature(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signLinkToken(key: Buffer, { memberId, action, expiresAt, requestedAt }: LinkClaims): string {
  const parts = [
    memberId,
    action,
    expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0,
    ...(requestedAt ? [requestedAt.getTime()] : []),
  ];
  const body = parts.join(".");
  return `${body}.${signature(key, body)}`;
}

const TOKEN = /^((\d{1,15})\.(confirm|unsubscribe)\.(\d{1,12})(?:\.(\d{1,15}))?)\.([A-Za-z0-9_-]{43})$/;

/** The claims of a genuine token made for this action and not expired; otherwise null. */
function verifiedClaims(
  key: Buffer,
  token: string,
  action: LinkAction,
  now: Date,
): { memberId: number; requestedAt?: Date } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, body, id, tokenAction, expiry, requested, sent] = match;
  if (!timingSafeEqual(Buffer.from(signature(key, body)), Buffer.from(sent))) return null;
  if (tokenAction !== action) return null;
  if (expiry !== "0" && Number(expiry) * 1000 < now.getTime()) return null;
  return { memberId: Number(id), ...(requested ? { requestedAt: new Date(Number(requested)) } : {}) };
}

/** The member id when the token is genuine, made for this action and not expired; otherwise null. */
export function verifyLinkToken(key: Buffer, token: string, action: LinkAction, now = new Date()): number | null {
  return verifiedClaims(key, token, action, now)?.memberId ?? null;
}

/** A genuine, unexpired confirm link's member and sign-up; null otherwise, a link made before they named one too. */
export function verifyConfirmToken(key: Buffer, token: string, now = new Date()): ConfirmClaims | null {
  const claims = verifiedClaims(key, token, "confirm", now);
  return claims?.requestedAt ? { memberId: claims.memberId, requestedAt: claims.requestedAt } : null;
}
