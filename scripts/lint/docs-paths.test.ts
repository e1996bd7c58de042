import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Docs that cannot drift: every file or folder of this repository that a document names (in backticks or as a link)
// exists. A move or a rename that forgets its documents fails here, naming the document and the path.

const root = process.cwd();
const TOP = ["app", "lib", "components", "content", "scripts", "e2e", "testing", "deploy", "docs", "bench", "public"];
const NAMED = new RegExp(`^(?:\\./)?(?:${TOP.join("|")})/[\\w./()\\[\\]@-]*$`);

function documents(): string[] {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file));
  return ["README.md", "bench/README.md", ...docs];
}

/** Paths a document names: `code spans` that look like a repository path, and relative link targets. */
export function namedPaths(markdown: string, documentPath: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].split(/[ :#]/)[0]);
  const links = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(documentPath), target)));
  return [...new Set([...spans.filter((span) => NAMED.test(span)), ...links])]
    .filter((named) => !/[*<>{}…]/.test(named))
    .map((named) => named.replace(/^\.\//, "").replace(/[.,;]$/, ""));
}

// Made at run time: the editor creates this folder with the first social image staff upload.
const MADE_AT_RUN_TIME = new Set(["public/images/social/"]);

function isGitIgnored(named: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", named], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const exists = (named: string) =>
  MADE_AT_RUN_TIME.has(named) ||
  [named, `${named}.ts`, `${named}.tsx`, `${named}/index.ts`].some((candidate) =>
    existsSync(path.join(root, candidate)),
  ) ||
  isGitIgnored(named);

describe("the documents name only paths that exist", () => {
  it("finds a missing path, a link relative to its document, and leaves placeholders and URLs alone", () => {
    const named = namedPaths(
      "`lib/nowhere/gone.ts`, [ops](operations.md), `lib/inbox/<wing>.ts`, [site](https://example.com), `npm test`",
      "docs/example.md",
    );
    expect(named).toEqual(["lib/nowhere/gone.ts", "docs/operations.md"]);
    expect(named.filter((name) => !exists(name))).toEqual(["lib/nowhere/gone.ts"]);
  });

  it.each(documents())("%s", (document) => {
    const missing = namedPaths(readFileSync(path.join(root, document), "utf8"), document).filter(
      (name) => !exists(name),
    );
    expect(missing).toEqual([]);
  });
});
