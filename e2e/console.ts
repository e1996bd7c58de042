import type { Page } from "@playwright/test";

/** Collects console errors and failed requests of a page, so a test can assert there were none. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()}`));
  return errors;
}
