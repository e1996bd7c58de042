import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite has no lock between processes: two opening one folder corrupt it. The server notes its process id beside the
// folder; the commands (`npm run outbox`, `npm run data-deletion`) refuse to open a folder a live process holds.

export const pgliteLockFile = (dir: string) => `${path.resolve(dir)}.pid`;

/** Notes this process as the folder's holder, until it exits. */
export function holdPgliteFolder(dir: string): void {
  const file = pgliteLockFile(dir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  process.once("exit", () => {
    if (pgliteFolderHolder(dir) === process.pid) rmSync(file, { force: true });
  });
}

/** The id of the live process that holds the folder, or null (none, or it died without removing its note). */
export function pgliteFolderHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pgliteLockFile(dir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/** One line for a command that must not open the folder, or null when it may. */
export function pgliteFolderRefusal(dir: string): string | null {
  const pid = pgliteFolderHolder(dir);
  if (pid === null || pid === process.pid) return null;
  return `Refused: the server (process ${pid}) holds the PGlite database in ${path.resolve(dir)}; stop it first, or set DATABASE_URL.`;
}
