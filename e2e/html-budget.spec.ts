import { flightData, inlinedStylesheet, pageBytes } from "../scripts/bench/page-bytes.mjs";
import { expect, test } from "./fixtures";

// Issue 49's byte guard: each page's document as `next start` sends it (gzip), the stylesheet inlined once in the
// <style> and once in the flight data React hydrates from (Next 16.4 wrote it twice there; the patch in patches/
// removes the second: docs/decisions/0009-stylesheet-once-in-the-flight-data.md), and the page's own share:
// its HTML and its inline RSC payload without the stylesheet. Budgets are what the pages weighed on 2026-11-29
// (docs/performance.md, "Bytes") plus about 3 %.
const KB = 1000;
type Budget = { gzip: number; html: number; payload: number };
const BUDGET: Record<string, Budget> = {
  // Issue 49 asks 30,000 gzip bytes for / and 22,000 for the others: not reached with the stylesheet inline (two
  // copies of 10 KB gzip each); a linked stylesheet would reach them but on /, and loses the first paint
  // (docs/decisions/0010-inline-stylesheet-measured.md).
  "/": { gzip: 56.8 * KB, html: 240.5 * KB, payload: 123.6 * KB }, // 55,131, 233,444 and 119,982 bytes
  // /pricing's gzip measured 37,296 to 37,437 in the builds of 2026-11-29; why it varies is not traced.
  "/pricing": { gzip: 37.6 * KB, html: 136.8 * KB, payload: 72.4 * KB }, // 36,197, 132,795, 70,266
  // /faq: HTML 89,504, payload 45,265 and gzip 35,859 since its answers grew by the pricing page's questions (one
  // entry each on both pages, docs/buying.md).
  "/faq": { gzip: 36.9 * KB, html: 92.2 * KB, payload: 46.6 * KB }, // 34,616 → 35,859, 80,962, 40,829
  // /signup's HTML 43,237 and payload 20,088 since the payment step's words come from content (docs/editing.md) in the
  // page's data; 44,213, 20,984 and gzip 30,429 → 30,747 since its notices' and success screen's words do too;
  // 46,109, 22,788 and gzip 31,500 since the card form's and the billing notes' words do (issue 46).
  "/signup": { gzip: 32.4 * KB, html: 47.5 * KB, payload: 23.5 * KB }, // 29,752, 41,482, 18,593
  "/terms": { gzip: 42.1 * KB, html: 104.1 * KB, payload: 54.7 * KB }, // 40,858, 100,978, 53,032
};
// The built stylesheet (Tailwind's utilities the pages use): 52,457 bytes.
const STYLESHEET_BUDGET = 54 * KB;
// The <style> and one copy in the flight data. Two in the flight data again means the patch no longer applies; none
// means Next stopped writing it there (vercel/next.js#98397): then the patch and this figure can go.
const FLIGHT_COPIES = 1;

for (const [path, budget] of Object.entries(BUDGET)) {
  test(`${path}: at most ${budget.gzip / KB} KB sent (gzip), the stylesheet inline once in the flight data, HTML at most ${budget.html / KB} KB and inline RSC payload at most ${budget.payload / KB} KB besides it`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(path, { headers: { "x-vercel-ip-country": "US" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const stylesheet = inlinedStylesheet(html);
    const payload = flightData(html);

    // The first paint waits for no stylesheet request.
    expect(html, `${path}: a render-blocking stylesheet link`).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html.indexOf("<style data-precedence"), `${path}: the stylesheet in the head`).toBeLessThan(
      html.indexOf("</head>"),
    );
    expect(stylesheet, `${path}: the stylesheet's rules`).toContain("--color-brand-600");
    const stylesheetBytes = Buffer.byteLength(stylesheet);
    expect(stylesheetBytes, `${path}: stylesheet bytes`).toBeLessThanOrEqual(STYLESHEET_BUDGET);
    expect(payload.split(stylesheet).length - 1, `${path}: copies of the stylesheet in the flight data`).toBe(
      FLIGHT_COPIES,
    );

    const ownPayload = Buffer.byteLength(payload) - FLIGHT_COPIES * stylesheetBytes;
    expect(ownPayload, `${path}: no inline payload found`).toBeGreaterThan(1 * KB);
    expect(Buffer.byteLength(html) - (1 + FLIGHT_COPIES) * stylesheetBytes, `${path}: HTML bytes`).toBeLessThanOrEqual(
      budget.html,
    );
    expect(ownPayload, `${path}: inline RSC payload bytes`).toBeLessThanOrEqual(budget.payload);

    const sent = await pageBytes(baseURL!, path);
    expect(sent.gzip, `${path}: sent compressed`).not.toBeNull();
    expect(sent.gzip!, `${path}: bytes sent (gzip)`).toBeLessThanOrEqual(budget.gzip);
  });
}
