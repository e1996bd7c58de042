import { expect, test } from "./fixtures";

// Issue 34's byte guard: each page's HTML as next start serves it (uncompressed), and the part of it that is the
// inline RSC payload (the `self.__next_f.push` scripts the App Router hydrates from). Both grow with every class name
// and prop a server component passes down, so a change that makes the page heavier fails here first. The stylesheet
// is inlined into every page (docs/decisions/0008-inline-stylesheet.md) and has its own budget below; the page
// budgets leave its copies out. Budgets are what the pages weigh today (bench/README.md, "Bytes of the landing page"
// and "The stylesheet inline") plus about 3 %.
const KB = 1000;
const BUDGET: Record<string, { html: number; payload: number }> = {
  // 234.3 KB and 120.1 KB at the last measure; issue 34 asks at most 120 KB of HTML here, far from reached.
  "/": { html: 241.3 * KB, payload: 123.6 * KB },
  "/faq": { html: 84.3 * KB, payload: 42.1 * KB }, // 81.8 KB, 41.0 KB
  "/terms": { html: 104.9 * KB, payload: 54.7 * KB }, // 101.8 KB, 53.2 KB
};
// The built stylesheet (Tailwind's utilities the pages use): 53.4 KB today.
const STYLESHEET_BUDGET = 55 * KB;
// Next 16.4 writes the inlined stylesheet into the flight data twice (vercel/next.js#98079, #98110); a Next that
// writes it fewer times passes, one that writes it more fails here.
const MAX_PAYLOAD_COPIES = 2;

type InlinedPage = { stylesheet: string; payload: string; payloadCopies: number };

/** The page's inlined stylesheet and its flight data (every `self.__next_f.push([1, "..."])` string, joined). */
function readPage(html: string): InlinedPage {
  const styles = [...html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]+\.css">(.*?)<\/style>/gs)];
  expect(styles, "one inlined stylesheet").toHaveLength(1);
  let payload = "";
  for (const [, args] of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    const parsed: unknown = JSON.parse(args);
    if (Array.isArray(parsed) && typeof parsed[1] === "string") payload += parsed[1];
  }
  const stylesheet = styles[0][1];
  return { stylesheet, payload, payloadCopies: payload.split(stylesheet).length - 1 };
}

for (const [path, budget] of Object.entries(BUDGET)) {
  test(`${path}: the stylesheet inline, and HTML at most ${budget.html / KB} KB, of which inline RSC payload at most ${budget.payload / KB} KB, besides it`, async ({
    request,
  }) => {
    const response = await request.get(path, { headers: { "x-vercel-ip-country": "US" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const { stylesheet, payload, payloadCopies } = readPage(html);

    // The first paint waits for no stylesheet request.
    expect(html, `${path}: a render-blocking stylesheet link`).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html.indexOf("<style data-precedence"), `${path}: the stylesheet in the head`).toBeLessThan(
      html.indexOf("</head>"),
    );
    expect(stylesheet, `${path}: the stylesheet's rules`).toContain("--color-brand-600");
    const stylesheetBytes = Buffer.byteLength(stylesheet);
    expect(stylesheetBytes, `${path}: stylesheet bytes`).toBeLessThanOrEqual(STYLESHEET_BUDGET);
    expect(payloadCopies, `${path}: copies of the stylesheet in the flight data`).toBeLessThanOrEqual(
      MAX_PAYLOAD_COPIES,
    );

    const ownPayload = Buffer.byteLength(payload) - payloadCopies * stylesheetBytes;
    expect(ownPayload, `${path}: no inline payload found`).toBeGreaterThan(1 * KB);
    expect(Buffer.byteLength(html) - (1 + payloadCopies) * stylesheetBytes, `${path}: HTML bytes`).toBeLessThanOrEqual(
      budget.html,
    );
    expect(ownPayload, `${path}: inline RSC payload bytes`).toBeLessThanOrEqual(budget.payload);
  });
}
