// Playwright's test, with pages whose goto() and reload() also wait for the page to hydrate: Next's scripts are
// async, and React may hydrate after the load event that goto() waits for, so a test clicking a button at once
// would click before React listens.
import { test as base, type Browser, type Page } from "@playwright/test";

export * from "@playwright/test";

const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Resolves once React has hydrated the root layout (its <main> carries a fiber); at once on a page that is not one of
 * Next's (no RSC payload) or where the page's own scripts do not run (javaScriptEnabled: false: its inline RSC
 * scripts never defined __next_f).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (!("__next_f" in self)) return true;
      const main = document.getElementById("main");
      return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    },
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

type WaitUntil = { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" };
const waitsForLoad = (options?: WaitUntil) =>
  options?.waitUntil !== "domcontentloaded" && options?.waitUntil !== "commit";

function waitsForHydration(page: Page) {
  const thenHydrated = async <T>(navigation: Promise<T>, options?: WaitUntil) => {
    const response = await navigation;
    if (waitsForLoad(options)) await hydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => thenHydrated(goto(url, options), options);
  page.reload = (options) => thenHydrated(reload(options), options);
}

// Every context goes through browser.newContext, Playwright's own `context` fixture included, so patching it once
// per worker covers the contexts a test opens itself (another locale, a second visitor) too.
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on("page", waitsForHydration);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});
