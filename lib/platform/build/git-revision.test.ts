import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gitRevision } from "./git-revision";

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@leadflow.example", ...args], {
    cwd: dir,
    encoding: "utf8",
  }).trim();

describe("gitRevision", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "leadflow-git-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the branch and the commit of a checkout", () => {
    git(dir, "init", "--quiet", "--initial-branch", "feature/new-pricing-copy");
    writeFileSync(path.join(dir, "a.txt"), "a");
    git(dir, "add", "a.txt");
    git(dir, "commit", "--quiet", "-m", "first");
    expect(gitRevision(dir)).toEqual({ branch: "feature/new-pricing-copy", commit: git(dir, "rev-parse", "HEAD") });
  });

  it("names no branch on a detached HEAD", () => {
    git(dir, "init", "--quiet");
    writeFileSync(path.join(dir, "a.txt"), "a");
    git(dir, "add", "a.txt");
    git(dir, "commit", "--quiet", "-m", "first");
    const commit = git(dir, "rev-parse", "HEAD");
    git(dir, "checkout", "--quiet", "--detach");
    expect(gitRevision(dir)).toEqual({ branch: undefined, commit });
  });

  it("knows nothing without a .git", () => {
    expect(gitRevision(dir)).toEqual({});
  });
});
