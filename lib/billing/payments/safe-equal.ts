import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 hex of message, compared in constant time with the signature given. */
export function hmacMatches(message: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(message).digest("hex"), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
