// The production servers Playwright starts (playwright.config.ts): the site, and the same build with the
// diagnostics pages enabled.
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DIAGNOSTICS_PORT = PORT + 1;
export const DIAGNOSTICS_URL = `http://127.0.0.1:${DIAGNOSTICS_PORT}`;
