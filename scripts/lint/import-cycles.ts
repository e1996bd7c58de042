import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Import circles among a folder's modules, type imports included: eslint-plugin-import's no-cycle skips those,
// and a type-only edge still ties two modules into one that cannot be read, tested or moved apart.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function compilerOptions(projectRoot: string): ts.CompilerOptions {
  const configPath = path.join(projectRoot, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config ?? {}, ts.sys, projectRoot, undefined, configPath).options;
}

/**
 * Each module under `dir` (or under any of `dir`'s folders) mapped to the modules there it imports (`import`,
 * `import type`, `export … from`).
 */
export function importGraph(dir: string | string[], projectRoot: string): Map<string, string[]> {
  const options = compilerOptions(projectRoot);
  const files = (Array.isArray(dir) ? dir : [dir]).flatMap(sourceFiles);
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && inside.has(path.resolve(target)))
        .map((target) => path.resolve(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's circles: each strongly connected group of more than one module (or a module importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  // What each module leads to, walked without recursion (a deep chain of imports cannot overflow the stack); the
  // graphs are a folder's modules, small enough to walk once from each.
  const reach = new Map<string, Set<string>>();
  for (const from of graph.keys()) {
    const seen = new Set<string>();
    const todo = [...(graph.get(from) ?? [])];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(...(graph.get(next) ?? []));
    }
    reach.set(from, seen);
  }
  // A module on a circle leads back to itself; its circle is every module it leads to that leads back to it.
  const cycles = new Map<string, string[]>();
  for (const [module, leadsTo] of reach) {
    if (!leadsTo.has(module)) continue;
    const group = [...leadsTo].filter((other) => reach.get(other)?.has(module)).sort();
    cycles.set(group.join("\n"), group);
  }
  return [...cycles.values()];
}

/**
 * The same graph one level up: each folder directly under `dir` (a file at its top level is its own room) mapped to
 * the folders its modules import. Tests are left out: a test may reach across rooms to prove them together.
 */
export function folderGraph(graph: Map<string, string[]>, dir: string): Map<string, string[]> {
  const room = (file: string) => path.relative(dir, file).split(path.sep)[0];
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (isTest(file)) continue;
    const from = room(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (room(target) !== from) edges.add(room(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

/** Each pair of folders that import each other, as "a <-> b" (sorted), the clearest way to read a folder circle. */
export function twoWayFolders(folders: Map<string, string[]>): string[] {
  const pairs = new Set<string>();
  for (const [from, targets] of folders)
    for (const to of targets) if (folders.get(to)?.includes(from)) pairs.add([from, to].sort().join(" <-> "));
  return [...pairs].sort();
}
