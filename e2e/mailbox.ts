// The .eml files the e2e site server writes (no SMTP_URL: lib/platform/mail/transport.ts), read like an inbox.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { PORT } from "./servers";
import { unfoldQuotedPrintable } from "../testing/mail-text";

export const MAIL_DIR = `.data/e2e-${PORT}/mail`;

/** Every message a server wrote (headers and decoded text), oldest first by file name; the site's by default. */
export async function mailsIn(dir = MAIL_DIR): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return contents.map(unfoldQuotedPrintable);
}

/** Every message to this address, oldest first. */
export async function mailsTo(address: string, dir = MAIL_DIR): Promise<string[]> {
  return (await mailsIn(dir)).filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "mi").test(eml));
}

/** Waits for the nth (1-based) message to the address whose text matches, and returns it. */
export async function waitForMail(address: string, matching: RegExp, count = 1): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((eml) => matching.test(eml));
        return found.length;
      },
      { timeout: 10_000, message: `mail to ${address} matching ${matching}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1];
}

/** The first link in a message that starts with the prefix. */
export function linkIn(eml: string, prefix: string): string {
  const link = new RegExp(`${prefix.replace(/[.?/]/g, "\\$&")}[^\\s"<>]*`).exec(eml)?.[0];
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${eml}`);
  return link.replace(/&amp;/g, "&");
}

/** A unique address and client IP per test, so reruns and parallel workers never meet rate limits or old data. */
export function uniqueVisitor(prefix: string) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${prefix}-${id}@e2e.example`, ip: `10.${n()}.${n()}.${n()}` };
}
