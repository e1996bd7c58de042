// A preview's branch and commit on a Node host that did not set SITE_BRANCH / SITE_COMMIT: read from git by
// next.config.ts when the site is built, if the project is a git checkout (lib/platform/build/deployment.ts withRevision).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Revision } from "./deployment";

function git(dir: string, args: string[]): string | undefined {
  try {
    return (
      execFileSync("git", args, {
        cwd: dir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        timeout: 5_000,
      }).trim() || undefined
    );
  } catch {
    // No git installed, or not a repository after all: the ribbon shows what it knows.
    return undefined;
  }
}

/** The checked-out branch (none on a detached HEAD) and commit; nothing without a .git (a tarball, a copied folder). */
export function gitRevision(dir: string): Revision {
  // A file in a worktree or submodule, a folder otherwise.
  if (!existsSync(path.join(dir, ".git"))) return {};
  const branch = git(dir, ["rev-parse", "--abbrev-ref", "HEAD"]);
  return { branch: branch === "HEAD" ? undefined : branch, commit: git(dir, ["rev-parse", "HEAD"]) };
}
