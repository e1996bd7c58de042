import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";
import { sha256Hex } from "@/lib/platform/security/hashing";

// Every secret a registration creates, and the one-way or sealed forms we keep of them.

export const API_KEY_PREFIX = "lf_live_";

/** "lf_live_" + 32 random bytes, base64url: shown once, stored only as sha256Hex(). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

/** An opaque bearer token for the session; stored only as sha256Hex(). */
export function generateAuthToken(): string {
  return randomBytes(32).toString("base64url");
}

export { sha256Hex };

const IDENTIFIER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read out on support calls

/** "LF-7KQ2XM" */
export function generateClientIdentifier(): string {
  return "LF-" + randomString(IDENTIFIER_ALPHABET, 6);
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const TEMPORARY_PASSWORD_LENGTH = 16;

/** 16 characters from 56 symbols (about 93 bits), without look-alike characters. */
export function generateTemporaryPassword(): string {
  return randomString(PASSWORD_ALPHABET, TEMPORARY_PASSWORD_LENGTH);
}

function randomString(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (base64url parts), so the cost can change later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * For passwords we generate (about 93 random bits): a salted SHA-256 is enough, as for API keys, since nobody
 * can guess through 2^93 candidates, and it keeps registration and the welcome mail free of scrypt's 16 MiB and
 * tens of milliseconds. Passwords people choose always go through hashPassword().
 */
export function hashGeneratedPassword(password: string): string {
  const salt = randomBytes(16).toString("base64url");
  return ["sha256", salt, createHash("sha256").update(`${salt}$${password}`).digest("base64url")].join("$");
}

/** A hash no password matches: an account that cannot sign in until a password is issued. */
export const LOCKED_PASSWORD_HASH = "locked";

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("sha256$")) {
    const [, salt, hash] = stored.split("$");
    if (!salt || !hash) return false;
    const expected = Buffer.from(hash, "base64url");
    const actual = createHash("sha256").update(`${salt}$${password}`).digest();
    return expected.length === actual.length && timingSafeEqual(actual, expected);
  }
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

// Sealing with a key only the original requester holds (the idempotency key): a database leak alone reveals nothing.
function sealingKey(secret: string): Buffer {
  return createHash("sha256").update(`leadflow:seal:${secret}`).digest();
}

/** AES-256-GCM: "iv.tag.ciphertext" in base64url. */
export function seal(plaintext: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

/** The sealed text, or null when the secret is wrong or the box was tampered with. */
export function unseal(sealed: string, secret: string): string | null {
  try {
    const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The idempotency key's lookup form: a different derivation from the sealing key, so one never reveals the other. */
export function idempotencyLookup(key: string): string {
  return sha256Hex(`leadflow:idempotency:${key}`);
}
