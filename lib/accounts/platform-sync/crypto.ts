import { createCipheriv, createHash, randomBytes } from "node:crypto";

// docs/product.md section 7: the platform receives { data: "<hex IV>:<hex ciphertext>" }, AES-256-CBC with a random
// 16-byte IV. The platform derives the same key: SHA-256 of the shared PLATFORM_SYNC_KEY.

export function syncKey(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

export function encryptSyncPayload(payload: unknown, secret: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", syncKey(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return `${iv.toString("hex")}:${ciphertext.toString("hex")}`;
}
