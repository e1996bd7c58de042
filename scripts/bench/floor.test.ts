import { lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { commonAncestor, floorAppFiles, writeFloorApp } from "./floor-app.mjs";
import { renderFloor } from "./report.mjs";

describe("the floor app (scripts/bench/floor-app.mjs)", () => {
  const files = floorAppFiles({ turbopackRoot: "/" });

  it("is one static page with a heading and a paragraph, and no client component", () => {
    expect(Object.keys(files).sort()).toEqual([
      "app/globals.css",
      "app/layout.jsx",
      "app/page.jsx",
      "next.config.mjs",
      "package.json",
    ]);
    expect(files["app/page.jsx"]).toMatch(/<h1>[^<]+<\/h1>/);
    expect(files["app/page.jsx"]).toMatch(/<p>[^<]+<\/p>/);
    for (const text of Object.values(files))
      expect(text).not.toMatch(/use client|next\/link|next\/script|next\/dynamic|export const (dynamic|revalidate)/);
  });

  it("has the site's root layout shape: html lang, the site's font through next/font/local, a skip link, main#main", () => {
    const layout = files["app/layout.jsx"];
    const fontFile = /src: "\.\.\/(node_modules\/[^"]+\.woff2)"/.exec(layout)?.[1];
    // The site's font (app/fonts.ts): the floor measures the same file, so a change there must be made here too.
    expect(fontFile).toBeDefined();
    expect(readFileSync("app/fonts.ts", "utf8")).toContain(`"../${fontFile}"`);
    expect(layout).toContain('import localFont from "next/font/local"');
    expect(layout).toContain('display: "swap"');
    expect(layout).toContain('<html lang="en" className={inter.variable}>');
    expect(layout).toContain('<a href="#main"');
    expect(layout).toContain('<main id="main"');
  });

  it("lets Turbopack reach the repository's node_modules through the symlink", () => {
    expect(files["next.config.mjs"]).toContain('turbopack: { root: "/" }');
    expect(commonAncestor("/tmp/next-floor-x", "/work/site/node_modules")).toBe("/");
    expect(commonAncestor("/work/a/next-floor-x", "/work/a/site/node_modules")).toBe("/work/a");
  });

  it("is written into a new temporary folder whose node_modules is the repository's", () => {
    const parent = mkdtempSync(path.join(tmpdir(), "floor-test-"));
    try {
      const nodeModules = path.resolve("node_modules");
      const dir = writeFloorApp({ nodeModules, parent });
      expect(path.dirname(dir)).toBe(parent);
      expect(lstatSync(path.join(dir, "node_modules")).isSymbolicLink()).toBe(true);
      expect(readlinkSync(path.join(dir, "node_modules"))).toBe(nodeModules);
      expect(readFileSync(path.join(dir, "app/page.jsx"), "utf8")).toBe(
        floorAppFiles({ turbopackRoot: commonAncestor(dir, nodeModules) })["app/page.jsx"],
      );
      expect(readFileSync(path.join(dir, "next.config.mjs"), "utf8")).toContain(
        `root: ${JSON.stringify(commonAncestor(parent, nodeModules))}`,
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe("renderFloor", () => {
  const floor = {
    title: "An empty Next 16 page on this machine",
    next: "16.4.5",
    react: "19.3.1",
    lighthouse: {
      runs: 3,
      medians: {
        performance: 96,
        fcpMs: 900,
        lcpMs: 1200,
        tbtMs: 180,
        cls: 0,
        ttiMs: 2600,
        totalBytes: 150_000,
        jsBytes: 139 * 1024,
        benchmarkIndex: 2500,
      },
      findings: { lcp: { selector: "main#main > p" } },
    },
    firstLoadJs: { servedBytes: 133 * 1024, sharedServedBytes: 129 * 1024 },
    loadAverage: { lighthouse: [1.25, 1, 1] },
  };

  it("puts each figure beside the site's target and says which the empty app misses", () => {
    const markdown = renderFloor(floor);
    expect(markdown).toContain("**An empty Next 16 page on this machine**");
    expect(markdown).toContain("| Performance score | 96 | ≥ 98 | **no** |");
    expect(markdown).toContain("| Largest Contentful Paint | 1.2 s | ≤ 1.5 s | yes |");
    expect(markdown).toContain("| Total Blocking Time | 180 ms | ≤ 50 ms | **no** |");
    expect(markdown).toContain("| Time to Interactive | 2.6 s | ≤ 2.5 s | **no** |");
    expect(markdown).toMatch(/\| JavaScript transferred \| 139 KiB \| ≤ 140 KiB[^|]*\| yes \|/);
    expect(markdown).toContain("| First Load JS (the HTML's own scripts, as sent) | 133 KiB | — | — |");
    expect(markdown).toContain("| Machine's load average (1 min) as the runs began | 1.25 | — | — |");
    expect(markdown).toContain("| LCP element | `main#main > p` | — | — |");
  });

  it("says so when the floor could not be measured", () => {
    expect(
      renderFloor({ title: "An empty Next 16 page on this machine", error: "next build of the floor app failed (1)" }),
    ).toBe("**An empty Next 16 page on this machine**: not measured (next build of the floor app failed (1)).");
  });
});
