import { frameworkChunks, EAGER_COMPILE_HINT } from "@/lib/platform/build/compile-hints";
import { distDir } from "@/lib/platform/build/dist-dir";
import { expect, test } from "./fixtures";

// The build gives the framework chunks V8's eager-compile hint (lib/platform/build/compile-hints.ts, run by next.config.ts).
// Checked on what browsers get: a prerendered page and /signup, rendered per request.

test("the framework chunks a page starts with carry the eager-compile hint; its own chunks do not", async ({
  page,
}) => {
  const framework = (await frameworkChunks(distDir())).map((file) => `/_next/${file}`);
  for (const path of ["/faq", "/signup"]) {
    await page.goto(path);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith("/_next/static/") && pathname.endsWith(".js")),
    );
    expect(scripts, path).toEqual(expect.arrayContaining(framework));
    expect(scripts.length, `${path} loads chunks of its own too`).toBeGreaterThan(framework.length);
    for (const script of scripts) {
      const source = await (await page.request.get(script)).text();
      expect(source.startsWith(`${EAGER_COMPILE_HINT}\n`), `${path}: ${script}`).toBe(framework.includes(script));
    }
  }
});
