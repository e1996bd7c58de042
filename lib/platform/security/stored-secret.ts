import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const MIN_LENGTH = 32;

function read(file: string): string | null {
  try {
    const stored = readFileSync(file, "utf8").trim();
    return stored.length >= MIN_LENGTH ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The secret kept in `file`; the first caller makes it (32 random bytes, hex) and stores it readable by the owner
 * only, so a restart keeps it. Two processes starting at once agree on the first one written.
 */
export function storedSecret(file: string): string {
  const existing = read(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString("hex");
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Written by another process meanwhile, or an unusable leftover (empty, too short): use it or replace it.
  const written = read(file);
  if (written) return written;
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
