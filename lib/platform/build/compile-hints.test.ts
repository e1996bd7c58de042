import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Script } from "node:vm";
import {
  EAGER_COMPILE_HINT,
  frameworkChunks,
  hintFrameworkChunks,
  shiftSourceMap,
  withCompileHint,
} from "./compile-hints";

const RUNTIME = "(()=>{globalThis.TURBOPACK_RUNTIME=1})();";
const REACT = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["react",1]);\n//# sourceMappingURL=react.js.map';
const PAGE = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["page",2]);';

describe("withCompileHint", () => {
  it("puts the hint on the first line and keeps the source after it unchanged", () => {
    const hinted = withCompileHint(REACT);
    expect(hinted.split("\n")[0]).toBe(EAGER_COMPILE_HINT);
    expect(hinted.slice(hinted.indexOf("\n") + 1)).toBe(REACT);
    expect(() => new Script(hinted)).not.toThrow();
  });

  it("adds it once, however often the build step runs", () => {
    expect(withCompileHint(withCompileHint(RUNTIME))).toBe(withCompileHint(RUNTIME));
  });
});

describe("shiftSourceMap", () => {
  it("moves every mapping one line down", () => {
    const map = JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA;AACA" });
    expect(JSON.parse(shiftSourceMap(map))).toEqual({ version: 3, sources: ["a.ts"], mappings: ";AAAA;AACA" });
  });
});

describe("hintFrameworkChunks", () => {
  let distDir: string;
  const chunk = (name: string) => path.join(distDir, "static/chunks", name);

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
    writeFileSync(chunk("runtime.js"), RUNTIME);
    writeFileSync(chunk("react.js"), REACT);
    writeFileSync(chunk("react.js.map"), JSON.stringify({ version: 3, mappings: "AAAA" }));
    writeFileSync(chunk("page.js"), PAGE);
    const rootMainFiles = ["static/chunks/react.js", "static/chunks/runtime.js"];
    writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ polyfillFiles: [], rootMainFiles }));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("hints the chunks every page starts with, shifts their source maps and leaves page chunks alone", async () => {
    expect(await hintFrameworkChunks(distDir)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(readFileSync(chunk("runtime.js"), "utf8")).toBe(`${EAGER_COMPILE_HINT}\n${RUNTIME}`);
    expect(readFileSync(chunk("react.js"), "utf8")).toBe(`${EAGER_COMPILE_HINT}\n${REACT}`);
    expect(JSON.parse(readFileSync(chunk("react.js.map"), "utf8")).mappings).toBe(";AAAA");
    expect(readFileSync(chunk("page.js"), "utf8")).toBe(PAGE);
  });

  it("changes nothing the second time", async () => {
    await hintFrameworkChunks(distDir);
    expect(await hintFrameworkChunks(distDir)).toEqual([]);
    expect(JSON.parse(readFileSync(chunk("react.js.map"), "utf8")).mappings).toBe(";AAAA");
  });

  it("fails the build when the manifest no longer lists the framework chunks", async () => {
    writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ pages: {} }));
    await expect(frameworkChunks(distDir)).rejects.toThrow(/lists no rootMainFiles/);
    await expect(hintFrameworkChunks(distDir)).rejects.toThrow(/lists no rootMainFiles/);
    expect(readFileSync(chunk("react.js"), "utf8")).toBe(REACT);
  });
});
