import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";

// Signed links that name one record: "<id>.<expiry seconds>.<HMAC-SHA256>", so a link opens the one record it was
// made for, cannot be forged or pointed at another without the key, and stops working when it expires. Each use
// (invoice downloads, deletion-request confirmation, list mails) has its own key, derived from the app secret.

export function signedIdKey(appSecret: string, purpose: string): Buffer {
  return createHmac("sha256", appSecret).update(`leadflow:${purpose}`).digest();
}

/** This app's key for one purpose's links (from SESSION_SECRET): the mails sign with it, the link routes verify. */
export const appKey = (purpose: string) => signedIdKey(env.sessionSecret, purpose);

const signature = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export function signId(key: Buffer, id: number, expiresAt: Date): string {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(key, body)}`;
}

/** The id when the token is genuine and not expired; otherwise null. */
export function verifySignedId(key: Buffer, token: string, now = new Date()): number | null {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, sent] = match;
  if (!timingSafeEqual(Buffer.from(signature(key, `${id}.${expiry}`)), Buffer.from(sent))) return null;
  if (Number(expiry) * 1000 < now.getTime()) return null;
  return Number(id);
}
