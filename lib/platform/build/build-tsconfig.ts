import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Next adds its output folder's type folders to the tsconfig it builds with. A build into a folder of its own
// (NEXT_DIST_DIR: tests, the bench, a dev run beside another) would add them to the tracked tsconfig.json, so it
// builds with a git-ignored tsconfig that extends the tracked one and already names them: Next finds nothing to add.

const DEFAULT_DIST_DIR = ".next";

type TsconfigLists = { include: string[]; exclude: string[] };

/** The tsconfig a build into `distDir` uses (next.config.ts `typescript.tsconfigPath`), written for its folder. */
export function buildTsconfigPath(distDir: string, projectRoot = process.cwd()): string {
  if (distDir === DEFAULT_DIST_DIR) return "tsconfig.json";
  const base = JSON.parse(readFileSync(path.join(projectRoot, "tsconfig.json"), "utf8")) as TsconfigLists;
  const config = {
    extends: "./tsconfig.json",
    // As the tracked config checks .next's build types and never its dev server's, so for this folder.
    include: [...base.include, `${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`],
    exclude: [...base.exclude, `${distDir}/dev`],
  };
  const name = `tsconfig.${path.basename(distDir).replace(/^\./, "")}.json`;
  writeFileSync(path.join(projectRoot, name), `${JSON.stringify(config, null, 2)}\n`);
  return name;
}
