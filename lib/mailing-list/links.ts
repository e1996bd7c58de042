import { createHmac, timingSafeEqual } from "node:crypto";

// Signed links in list e-mails: "<memberId>.<action>.<expiry seconds or 0>.<HMAC-SHA256>", so a link names
// the one member and action it was made for, cannot be forged without the key, and confirm links expire.

export type LinkAction = "confirm" | "unsubscribe";
export type LinkClaims = { memberId: number; action: LinkAction; expiresAt?: Date };

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A key for list links only, derived from the app secret so a link signature is useless anywhere else. */
export function linkKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("leadflow:mailing-list-links").digest();
}

function signature(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signLinkToken(key: Buffer, { memberId, action, expiresAt }: LinkClaims): string {
  const body = `${memberId}.${action}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}`;
  return `${body}.${signature(key, body)}`;
}

/** The member id when the token is genuine, made for this action and not expired; otherwise null. */
export function verifyLinkToken(key: Buffer, token: string, action: LinkAction, now = new Date()): number | null {
  const match = /^(\d{1,15})\.(confirm|unsubscribe)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, tokenAction, expiry, sent] = match;
  const expected = Buffer.from(signature(key, `${id}.${tokenAction}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(sent))) return null;
  if (tokenAction !== action) return null;
  if (expiry !== "0" && Number(expiry) * 1000 < now.getTime()) return null;
  return Number(id);
}
