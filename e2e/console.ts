import type { Page } from "@playwright/test";

/**
 * Collects console errors and failed requests of a page, so a test can assert there were none. Two aborts that
 * Next.js makes itself, and no visitor sees, are not failures: it cancels a dynamic route's prefetch once it has
 * what it needs, and the rest of a server action's stream once it has the action's result.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("requestfailed", async (request) => {
    if (request.failure()?.errorText === "net::ERR_ABORTED") {
      const headers = request.headers();
      if (headers["next-router-prefetch"]) return;
      if (headers["next-action"] && (await request.response())?.ok()) return;
    }
    errors.push(`request failed: ${request.url()}`);
  });
  return errors;
}
