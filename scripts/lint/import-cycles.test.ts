import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCycles, importGraph } from "./import-cycles";

const projectRoot = process.cwd();
const relative = (cycles: string[][], root: string) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));

describe("import circles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leadflow-cycles-"));
    await mkdir(path.join(dir, "pay"));
    const files: Record<string, string> = {
      // service → fulfil → refund → (a type only) service: lib/payments's old circle
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
