import { expect, test } from "./fixtures";
import { watchConsole } from "./console";

// The console watcher the other specs assert with (e2e/console.ts): it must report a request the page needed and
// lost, and must not report what the browser cancels because the test left the page.

const CHUNKS = "**/_next/static/chunks/**";
const SCRIPT_CHUNKS = "**/_next/static/chunks/*.js";

test("a chunk lost while the page still needs it is reported", async ({ page }) => {
  const errors = watchConsole(page);
  let aborted = false;
  await page.route(CHUNKS, async (route) => {
    if (aborted) return route.continue();
    aborted = true;
    await route.abort("aborted");
  });
  // The first chunk is a script the page hydrates with (the stylesheet is inline), so the page never hydrates:
  // wait for the document, not for React.
  await page.goto("/faq", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("networkidle");
  expect(aborted).toBe(true);
  expect(errors).toContainEqual(
    expect.stringMatching(/^request failed \(net::ERR_ABORTED\): .*\/_next\/static\/chunks\//),
  );
});

test("a chunk still loading when the test goes to another page is not reported", async ({ page }) => {
  const errors = watchConsole(page);
  let held = false;
  // Holds one script of the first page until the browser gives it up.
  await page.route(SCRIPT_CHUNKS, async (route) => {
    if (held) return route.continue();
    held = true;
    await new Promise(() => {});
  });
  const cancelled = page.waitForEvent("requestfailed", (request) => request.url().includes("/_next/static/chunks/"));
  await page.goto("/faq", { waitUntil: "commit" });
  await expect.poll(() => held).toBe(true);
  await page.goto("/terms");
  expect((await cancelled).failure()?.errorText).toBe("net::ERR_ABORTED");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
