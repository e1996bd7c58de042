import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// patches/ holds one upstream fix for Next, applied by patch-package on every install (package.json, postinstall):
// the root layout's stylesheet is no longer written a second time into each page's flight data as the styles of
// Next's built-in error boundary (vercel/next.js#98110, fixed upstream by #98136/#98241, not released;
// docs/decisions/0009-stylesheet-once-in-the-flight-data.md). e2e/html-budget.spec.ts proves the effect on the built
// pages. This test fails first when Next is upgraded: then check whether the release carries the fix (drop the patch)
// or not (make it again for that version, `npx patch-package next`).
const ROOT = process.cwd();
const RUNTIME = "node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js";

function installedNextVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string })
    .version;
}

describe("the patched Next", () => {
  test("the patch is made for the installed Next", () => {
    const patches = readdirSync(join(ROOT, "patches")).filter((file) => file.startsWith("next+"));
    expect(patches).toEqual([`next+${installedNextVersion()}.patch`]);
  });

  test("the installed runtime carries the patch: the error boundary's styles skip what the root layout inlined", () => {
    const runtime = readFileSync(join(ROOT, RUNTIME), "utf8");
    // A page's payload renders the error boundary's styles with the root layout's stylesheets counted as written.
    const patched = "injectedCSS:((s,p)=>(p&&ri(p,s,new Set,!0),s))(new Set,rd(e).conventionPath)";
    const original = "{GlobalError:I,styles:O}=await s0(e,t),$=t.renderCapabilities";
    // A failure names what is missing: without the patch, run `npx patch-package`.
    expect({ patched: runtime.includes(patched), original: runtime.includes(original) }).toEqual({
      patched: true,
      original: false,
    });
  });
});
