import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { buildTsconfigPath } from "./build-tsconfig";

// `next dev` writes route types to .next/dev/types, `next build` to .next/types, and Next adds both to tsconfig's
// include. The content editor's /keystatic routes exist only in dev (next.config.ts, pageExtensions), so the dev
// types name routes the build does not have, and after a dev session `next build` (so `npm start` and `npm test`)
// failed its type check on .next/dev/types/validator.ts. tsconfig excludes .next/dev: the build and `tsc` check the
// build's own route types only.
describe("tsconfig.json", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "tsconfig-"));
    writeFileSync(path.join(root, "tsconfig.json"), readFileSync("tsconfig.json"));
    for (const file of [
      "app/page.tsx",
      ".next/types/validator.ts",
      ".next/dev/types/validator.ts",
      ".next/dev/types/routes.d.ts",
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "export {};\n");
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("checks the build's route types, and never the dev server's", () => {
    const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    const { fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const checked = fileNames.map((file) => path.relative(root, file));
    expect(checked).toEqual(expect.arrayContaining(["app/page.tsx", ".next/types/validator.ts"]));
    expect(checked.filter((file) => file.startsWith(".next/dev/"))).toEqual([]);
  });
});

describe("a build into a folder of its own (NEXT_DIST_DIR)", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-tsconfig-"));
    writeFileSync(path.join(root, "tsconfig.json"), readFileSync("tsconfig.json"));
    for (const file of ["app/page.tsx", ".next-e2e/types/validator.ts", ".next-e2e/dev/types/validator.ts"]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "export {};\n");
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("leaves the tracked tsconfig naming no such folder", () => {
    const { config } = ts.readConfigFile("tsconfig.json", ts.sys.readFile);
    expect((config.include as string[]).filter((entry) => entry.startsWith(".next-"))).toEqual([]);
  });

  it("builds with its own git-ignored tsconfig, which already names the folder's build types", () => {
    const tracked = readFileSync(path.join(root, "tsconfig.json"), "utf8");
    const name = buildTsconfigPath(".next-e2e", root);
    expect(name).toBe("tsconfig.next-e2e.json");
    expect(readFileSync(path.join(root, "tsconfig.json"), "utf8")).toBe(tracked);
    const { config } = ts.readConfigFile(path.join(root, name), ts.sys.readFile);
    const { fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const checked = fileNames.map((file) => path.relative(root, file));
    expect(checked).toEqual(expect.arrayContaining(["app/page.tsx", ".next-e2e/types/validator.ts"]));
    expect(checked.filter((file) => file.startsWith(".next-e2e/dev/"))).toEqual([]);
    expect(execFileSync("git", ["check-ignore", "--no-index", name], { encoding: "utf8" }).trim()).toBe(name);
  });

  it("uses the tracked tsconfig for the default folder", () => {
    expect(buildTsconfigPath(".next", root)).toBe("tsconfig.json");
  });
});
