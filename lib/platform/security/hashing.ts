import { createHash } from "node:crypto";

// One-way digests of secrets we must recognise but never keep (API keys, session tokens, link tokens): shared by
// clients, password resets and the mails that carry the links, so none of them imports another for it.

/** The SHA-256 of a value, as lowercase hex: what the database stores in place of a token or key. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
