// After `next build` compiles the client: the framework chunks every page runs at start-up (Turbopack's runtime,
// React DOM, the App Router: build-manifest.json's rootMainFiles) get V8's explicit compile hint
// (v8.dev/blog/explicit-compile-hints, Chromium 136+). Chromium then compiles all their functions while the script
// streams in, off the main thread, instead of on the main thread the first time each one is called. Hydration
// calls most of them, and their lazy compilation was most of the start-up's long tasks (Total Blocking Time).
// Other browsers read it as a comment. Page and lazy chunks are left alone: much of their code may never run.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The comment must come first in the file, before any code. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The source with the hint as its first line; a source that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(EAGER_COMPILE_HINT) ? source : `${EAGER_COMPILE_HINT}\n${source}`;
}

/** A source map of the file moves down one line with it: one more empty line at the start of `mappings`. */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: string };
  if (typeof parsed.mappings !== "string") return map;
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/** The dist-dir paths (e.g. "static/chunks/0a1b.js") of the chunks every page loads to start. */
export async function frameworkChunks(distDir: string): Promise<string[]> {
  const manifestFile = path.join(distDir, "build-manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { rootMainFiles?: unknown };
  const files = manifest.rootMainFiles;
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    !files.every((file) => typeof file === "string" && file.endsWith(".js"))
  ) {
    throw new Error(
      `${manifestFile} lists no rootMainFiles: Next's build output changed, see lib/platform/build/compile-hints.ts.`,
    );
  }
  return files as string[];
}

/** Adds the hint to the framework chunks (and shifts their source maps); returns the chunks it changed. */
export async function hintFrameworkChunks(distDir: string): Promise<string[]> {
  const changed: string[] = [];
  for (const chunk of await frameworkChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const source = await readFile(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    if (existsSync(`${file}.map`))
      await writeFile(`${file}.map`, shiftSourceMap(await readFile(`${file}.map`, "utf8")));
    changed.push(chunk);
  }
  return changed;
}
