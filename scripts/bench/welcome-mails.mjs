// Waits for the welcome e-mails of a bench's registrations: the server writes each message as an .eml file in its
// MAIL_DIR (lib/platform/mail/transport.ts) once its outbox has run, after the registration was answered.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** The newest write time (ms since the epoch) among the mails to `addresses`, once each has one; rejects on timeout. */
export async function waitForWelcomeMails(dir, addresses, { timeoutMs = 120_000 } = {}) {
  const waiting = new Set(addresses);
  const read = new Set();
  let newest = 0;
  const deadline = Date.now() + timeoutMs;
  while (waiting.size) {
    for (const name of await readdir(dir).catch(() => [])) {
      if (read.has(name) || !name.endsWith(".eml")) continue;
      const file = path.join(dir, name);
      const text = await readFile(file, "utf8");
      // Listed while still being written: read it again on the next pass, once its header block is complete.
      if (!text.includes("\n\n")) continue;
      read.add(name);
      const to = /^To: (.+)$/m.exec(text)?.[1].trim();
      if (!to || !waiting.delete(to)) continue;
      newest = Math.max(newest, (await stat(file)).mtimeMs);
    }
    if (!waiting.size) break;
    if (Date.now() > deadline)
      throw new Error(
        `${waiting.size} of ${addresses.length} welcome e-mails not written to ${dir} within ${timeoutMs / 1000} s`,
      );
    await sleep(100);
  }
  return newest;
}
