import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { folderGraph, importCycles, importGraph, twoWayFolders } from "./import-cycles";

const projectRoot = process.cwd();
const relative = (cycles: string[][], root: string) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));

describe("import circles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leadflow-cycles-"));
    await mkdir(path.join(dir, "pay"));
    const files: Record<string, string> = {
      // service → fulfil → refund → (a type only) service: lib/billing/payments's old circle
      "pay/service.ts": `import { fulfil } from "./fulfil";\nexport type Resolver = () => string;\nexport const start = () => fulfil();\n`,
      "pay/fulfil.ts": `import { REFUND } from "./refund";\nexport const fulfil = () => REFUND;\n`,
      "pay/refund.ts": `import type { Resolver } from "./service";\nexport const REFUND = "refund";\nexport type R = Resolver;\n`,
      "pay/types.ts": `export type Money = number;\n`,
      "self.ts": `export * from "./self";\n`,
      "chain.ts": `import type { Money } from "./pay/types";\nexport { start } from "./pay/service";\nexport type M = Money;\n`,
    };
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("finds a circle closed by a type import, and a module importing itself, but not a chain", () => {
    const cycles = relative(importCycles(importGraph(dir, projectRoot)), dir);
    expect(cycles.sort()).toEqual([["pay/fulfil.ts", "pay/refund.ts", "pay/service.ts"], ["self.ts"]]);
  });

  it("finds none in lib/", () => {
    expect(relative(importCycles(importGraph(path.join(projectRoot, "lib"), projectRoot)), projectRoot)).toEqual([]);
  });
});

describe("folders importing each other", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leadflow-rooms-"));
    for (const folder of ["mail", "clients", "hashing", "admin"]) await mkdir(path.join(dir, folder));
    const files: Record<string, string> = {
      // mail's template reads clients' hash while clients queues mail's template: lib's old clients <-> mail.
      "mail/reset.ts": `import { sha256Hex } from "../clients/secrets";\nexport const reset = () => sha256Hex("x");\n`,
      "clients/secrets.ts": `export const sha256Hex = (value: string) => value;\n`,
      "clients/welcome.ts": `import { reset } from "../mail/reset";\nexport const welcome = () => reset();\n`,
      // A top-level file is a room of its own: forms.ts <-> validation, as lib had it.
      "forms.ts": `import type { Issue } from "./admin/issues";\nexport const fieldErrors = (issues: Issue[]) => issues;\n`,
      "admin/issues.ts": `export type Issue = { path: string[] };\n`,
      "admin/contact.ts": `import { fieldErrors } from "../forms";\nexport const errors = fieldErrors([]);\n`,
      // One way only, and a test that reaches across: neither is a pair.
      "hashing/sha.ts": `export const sha = (value: string) => value;\n`,
      "admin/keys.ts": `import { sha } from "../hashing/sha";\nexport const key = sha("k");\n`,
      "hashing/sha.test.ts": `import { key } from "../admin/keys";\nexport const k = key;\n`,
    };
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names each pair of folders (or top-level files) that import each other, and no one-way edge", () => {
    expect(twoWayFolders(folderGraph(importGraph(dir, projectRoot), dir))).toEqual([
      "admin <-> forms.ts",
      "clients <-> mail",
    ]);
  });

  it("finds none among lib's wings", () => {
    const lib = path.join(projectRoot, "lib");
    expect(twoWayFolders(folderGraph(importGraph(lib, projectRoot), lib))).toEqual([]);
  });

  it("finds none among the project's top-level folders (content/ is data and imports nothing)", () => {
    const top = ["app", "components", "content", "lib", "scripts", "testing"].map((f) => path.join(projectRoot, f));
    const folders = folderGraph(importGraph(top, projectRoot), projectRoot);
    expect(twoWayFolders(folders)).toEqual([]);
    expect(folders.get("content") ?? []).toEqual([]);
  });

  it("keeps lib/ to at most eight top-level entries", async () => {
    const { readdir } = await import("node:fs/promises");
    expect((await readdir(path.join(projectRoot, "lib"))).length).toBeLessThanOrEqual(8);
  });
});
