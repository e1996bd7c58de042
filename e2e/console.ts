import type { Page, Request } from "@playwright/test";

/**
 * Collects console errors and failed requests of a page, so a test can assert there were none. Aborts that no
 * visitor sees are not failures: Next.js cancels a dynamic route's prefetch once it has what it needs, and the rest
 * of a server action's stream once it has the action's result; and the browser cancels whatever the page was still
 * loading (a chunk, a prefetch) when the test navigates to another page.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  // Counts the main frame's document loads; each request remembers the document that made it. Between a document
  // load's request and its commit the old page still runs (a router prefetch, say): its requests there belong to
  // no later document, and an abort of them is the navigation's.
  let documentLoads = 0;
  let loadPending = false;
  const documentOf = new WeakMap<Request, number>();
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads += 1;
      loadPending = true;
    } else documentOf.set(request, loadPending ? -1 : documentLoads);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loadPending = false;
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("requestfailed", async (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loadPending = false; // no new page came
    const failure = request.failure()?.errorText;
    if (failure === "net::ERR_ABORTED") {
      if (documentOf.has(request) && documentOf.get(request) !== documentLoads) return;
      const headers = request.headers();
      if (headers["next-router-prefetch"]) return;
      if (headers["next-action"] && (await request.response())?.ok()) return;
    }
    errors.push(`request failed (${failure}): ${request.url()}`);
  });
  return errors;
}
