import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "./fixtures";
import { BLOG_POST_PATH } from "@/lib/content/blog/paths";
import { PUBLISHED_POST } from "./routes";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { startHttpServer } from "@/testing/http-server";
import { mailsIn } from "./mailbox";

// Security headers on every kind of response, the Origin check and body limits of the state-changing routes,
// and the policy as the browser enforces it.

const EVIL = "https://evil.example";

function expectSecurityHeaders(response: APIResponse, what: string) {
  expectSitePolicy(response, what);
  expectOtherSecurityHeaders(response, what);
}

function expectSitePolicy(response: APIResponse, what: string) {
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/checkout\.razorpay\.com/);
  expect(csp, what).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com[^;]*https:\/\/api\.razorpay\.com/);
  expect(csp, what).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  expect(csp, what).not.toContain("unsafe-eval");
  // The e2e servers answer plain http: upgrading would send every asset to https and break the page.
  expect(csp, what).not.toContain("upgrade-insecure-requests");
}

function expectOtherSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], what).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin-allow-popups");
}

let registrations = 0;
function registration() {
  registrations += 1;
  return {
    client_name: "Origin Co",
    contact_name: "Ada",
    contact_email: `security-${Date.now()}-${registrations}-${Math.floor(Math.random() * 1e6)}@example.com`,
    contact_phone: "+14155550100",
    acceptTerms: true,
    plan_data: null,
  };
}
// Its own client IP per registration, so the per-IP rate limit never decides a test.
const fromIp = () => ({
  "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  expectSecurityHeaders(home, "/ (rewritten by proxy.ts to a prerendered variant)");
  expectSecurityHeaders(await request.get("/terms"), "/terms (prerendered)");
  expectSecurityHeaders(await request.get("/signup?plan=2"), "/signup (dynamic)");
  expectSecurityHeaders(await request.get("/api/subscriptions/plans?billing_cycle=Monthly"), "API GET");

  const refused = await request.post("/api/payments/create-stripe-session", { data: {} });
  expect(refused.status()).toBe(401);
  expectSecurityHeaders(refused, "API POST error");

  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, "404 page");

  const script = (await home.text()).match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  expect(script, "a script chunk linked from the home page").toBeTruthy();
  // A script, style or font is never a document: its own policy allows nothing (lib/platform/security/headers.ts).
  for (const file of [script!, (await home.text()).match(/\/_next\/static\/[^"'\s]+\.css/)![0]]) {
    const asset = await request.get(file);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-security-policy"], file).toBe("default-src 'none'; frame-ancestors 'none'");
    expectOtherSecurityHeaders(asset, `static file ${file}`);
  }
});

test("the policy upgrades insecure requests only for https behind a proxy", async ({ request }) => {
  const proxied = await request.get("/terms", { headers: { "x-forwarded-proto": "https" } });
  const csp = proxied.headers()["content-security-policy"];
  expect(csp).toMatch(/; upgrade-insecure-requests$/);
  expect(csp).toContain("frame-ancestors 'none'");
});

async function emailIsFree(request: APIRequestContext, data: ReturnType<typeof registration>) {
  const response = await request.post("/api/clients/register", { data, headers: fromIp() });
  return response.status() === 201;
}

test("a POST from another site's page answers 403 and creates nothing; our own origin and API clients pass", async ({
  request,
  baseURL,
}) => {
  const data = registration();
  const otherPort = new URL(baseURL!);
  otherPort.port = String(Number(otherPort.port) + 50);
  for (const origin of [EVIL, "null", otherPort.origin, baseURL!.replace("127.0.0.1", "localhost")]) {
    const refused = await request.post("/api/clients/register", { data, headers: { origin, ...fromIp() } });
    expect(refused.status(), origin).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      code: "forbidden",
      error: "Cross-origin requests are not allowed.",
    });
  }
  // Nothing was registered: the same e-mail is still free.
  expect(await emailIsFree(request, data)).toBe(true);

  const own = await request.post("/api/clients/register", {
    data: registration(),
    headers: { origin: baseURL!, ...fromIp() },
  });
  expect(own.status()).toBe(201);

  for (const path of [
    "/api/clients/validate-api-key",
    "/api/subscriptions/assign",
    "/api/payments/create-stripe-session",
    "/api/payments/verify-razorpay-payment",
  ]) {
    const response = await request.post(path, { data: {}, headers: { origin: EVIL } });
    expect(response.status(), path).toBe(403);
  }
});

test("webhooks and the cron route are not refused for their Origin: their signature or secret decides", async ({
  request,
}) => {
  const webhook = await request.post("/api/webhooks/stripe", {
    data: "{}",
    headers: { origin: EVIL, "stripe-signature": "t=1,v1=bad" },
  });
  // 404: no live gateway on the e2e servers; 400 where one is configured and the signature is bad.
  expect([400, 404]).toContain(webhook.status());
  const cron = await request.post("/api/cron/outbox", { headers: { origin: EVIL, authorization: "Bearer wrong" } });
  expect([401, 404]).toContain(cron.status());
});

test("an oversize JSON body answers 413 and a malformed one 400, both without internals", async ({ request }) => {
  const oversize = await request.post("/api/clients/register", {
    data: { ...registration(), client_name: "x".repeat(70 * 1024) },
    headers: fromIp(),
  });
  expect(oversize.status()).toBe(413);
  expect(await oversize.json()).toEqual({
    success: false,
    code: "payload_too_large",
    error: "The request body is larger than 64 KiB.",
  });

  for (const path of ["/api/clients/register", "/api/payments/confirm-stripe-payment", "/api/subscriptions/assign"]) {
    const malformed = await request.post(path, {
      data: Buffer.from('{"client_name": "Acme'),
      headers: { "content-type": "application/json", ...fromIp() },
    });
    expect(malformed.status(), path).toBe(400);
    const text = await malformed.text();
    expect(JSON.parse(text), path).toEqual({
      success: false,
      code: "bad_request",
      error: "The request body must be valid JSON.",
    });
    expect(text).not.toMatch(/SyntaxError|Unexpected|\bat \S+:\d+|node_modules/);
  }

  const invalid = await request.post("/api/payments/confirm-stripe-payment", {
    data: { payment_intent_id: "", card: { number: "1" } },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({
    success: false,
    details: { payment_intent_id: expect.any(String), card: expect.any(String) },
  });
});

/** The contact form as a browser without JavaScript posts it: the page's hidden action fields plus the visible ones. */
async function postContactForm(
  request: APIRequestContext,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const html = await (await request.get("/contact-page")).text();
  const start = html.indexOf("<form noValidate");
  const form = html.slice(start, html.indexOf("</form>", start));
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)];
  expect(hidden.map((input) => input[1])).toContain("$ACTION_KEY");
  const multipart: Record<string, string> = {};
  for (const [, name, value = ""] of hidden) multipart[name] = value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return request.post("/contact-page", {
    multipart: { ...multipart, ...fields },
    headers: { ...fromIp(), ...headers },
  });
}

async function contactMailsFrom(email: string): Promise<number> {
  return (await mailsIn()).filter((eml) => eml.includes(`<${email}>`)).length;
}

test("a server action refuses a body over 64 KiB, runs nothing and shows no internals; under the limit it works", async ({
  request,
}) => {
  const message = (email: string, padding: number) => ({
    name: "Asha Rao",
    email,
    subject: "Body limit",
    message: "Checking the body size limit.",
    notes: "x".repeat(padding),
  });
  const over = `limit-over-${Date.now()}@example.com`;
  const refused = await postContactForm(request, message(over, 70 * 1024));
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({
    success: false,
    code: "payload_too_large",
    error: "The form is too large to send.",
  });

  const under = `limit-under-${Date.now()}@example.com`;
  const accepted = await postContactForm(request, message(under, 10 * 1024));
  expect(accepted.status()).toBe(200);
  expect(await accepted.text()).toContain("Thank you for your message!");
  await expect.poll(() => contactMailsFrom(under), { timeout: 10_000 }).toBe(1);
  // The refused one was never stored: no mail for it, even after the accepted one's arrived.
  expect(await contactMailsFrom(over)).toBe(0);
});

test("a server action posted from another site's page answers 403 and sends nothing, with or without script", async ({
  request,
}) => {
  const email = `action-origin-${Date.now()}@example.com`;
  const fields = { name: "Asha Rao", email, subject: "Cross-site post", message: "Posted by another site's page." };
  const withoutScript = await postContactForm(request, fields, { origin: EVIL });
  expect(withoutScript.status()).toBe(403);
  expect(await withoutScript.json()).toEqual({
    success: false,
    code: "forbidden",
    error: "Cross-origin requests are not allowed.",
  });

  const fromScript = await request.post("/subscribe-page", {
    headers: {
      "next-action": serverActionIds().subscribeToNewsletter,
      "content-type": "text/plain;charset=UTF-8",
      origin: EVIL,
      ...fromIp(),
    },
    data: "[]",
  });
  expect(fromScript.status()).toBe(403);
  // The same form from the site itself goes through.
  expect((await postContactForm(request, { ...fields, email: `own-${email}` })).status()).toBe(200);
  await expect.poll(() => contactMailsFrom(`own-${email}`), { timeout: 10_000 }).toBe(1);
  expect(await contactMailsFrom(email)).toBe(0);
});

/** Server action ids by exported name, from the build the e2e servers run (the browser gets them in the RSC payload). */
function serverActionIds(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "server/server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { exportedName: string }>;
  };
  return Object.fromEntries(Object.entries(manifest.node).map(([id, { exportedName }]) => [exportedName, id]));
}

test("a hand-made server action call without a form gets a plain answer, not an error, from every form", async ({
  request,
}) => {
  const ids = serverActionIds();
  const forms = {
    sendContactMessage: "/contact-page",
    subscribeToNewsletter: "/subscribe-page",
    joinLaunchList: "/coming-soon",
    requestReset: "/forgot",
    postComment: `${BLOG_POST_PATH}/${PUBLISHED_POST}`,
    unsubscribe: "/newsletter/unsubscribe",
  };
  for (const [action, page] of Object.entries(forms)) {
    expect(ids[action], action).toBeTruthy();
    // What a page sends is (previous state, FormData); this call sends no arguments at all.
    const forged = await request.post(page, {
      headers: {
        "next-action": ids[action],
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        ...fromIp(),
      },
      data: "[]",
    });
    expect(forged.status(), action).toBe(200);
    const answer = await forged.text();
    expect(answer, action).toContain("The form could not be read. Please reload the page and try again.");
    expect(answer, action).not.toContain("digest");
  }
});

test("a tampered price is ignored: the payment is priced from the catalog", async ({ request }) => {
  const plan = findCatalogPlan(3)!;
  const tampered = { ...plan, price: 1, base_price: 1 };
  const registered = await request.post("/api/clients/register", {
    data: { ...registration(), plan_data: tampered },
    headers: fromIp(),
  });
  expect(registered.status()).toBe(201);
  // The registration's session cookie makes this the visitor's own checkout.
  const session = await request.post("/api/payments/create-stripe-session", {
    data: { country_code: "US", plan_data: tampered, currency_code: "USD" },
  });
  expect(session.status()).toBe(200);
  expect((await session.json()).data).toMatchObject({
    gateway: "sandbox",
    amount: Math.round(plan.price * 100),
    currency: plan.currency,
  });
  expect(plan.price * 100).toBeGreaterThan(100);
});

/** Adds a script, frame or fetch for each URL in the page and reports which ones the CSP blocked. */
async function blockedByPolicy(page: Page, kind: "script" | "frame" | "fetch", urls: string[]) {
  return page.evaluate(
    async ({ kind, urls }) => {
      const blocked = new Set<string>();
      document.addEventListener("securitypolicyviolation", (event) => blocked.add(event.blockedURI));
      const settle = (url: string) =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, 3_000);
          if (kind === "fetch") {
            fetch(url, { mode: "no-cors" }).then(
              () => resolve(),
              () => resolve(),
            );
            return;
          }
          const element = document.createElement(kind === "script" ? "script" : "iframe");
          element.src = url;
          element.addEventListener("load", () => resolve());
          element.addEventListener("error", () => resolve());
          document.body.append(element);
        });
      await Promise.all(urls.map(settle));
      // Violation events are queued as a task after the blocked load.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return urls.filter((url) => [...blocked].some((uri) => url.startsWith(uri)));
    },
    { kind, urls },
  );
}

test("the browser allows the gateways' scripts, frames and APIs and blocks any other host", async ({ page }) => {
  await page.goto("/terms");
  expect(
    await blockedByPolicy(page, "script", [
      "https://js.stripe.com/v3/",
      "https://checkout.razorpay.com/v1/checkout.js",
      `${EVIL}/x.js`,
    ]),
  ).toEqual([`${EVIL}/x.js`]);
  expect(
    await blockedByPolicy(page, "frame", [
      "https://js.stripe.com/v3/elements-inner.html",
      "https://api.razorpay.com/v1/checkout/public",
      `${EVIL}/frame`,
    ]),
  ).toEqual([`${EVIL}/frame`]);
  expect(
    await blockedByPolicy(page, "fetch", [
      "https://api.stripe.com/v1/tokens",
      "https://lumberjack.razorpay.com/v1/track",
      `${EVIL}/collect`,
    ]),
  ).toEqual([`${EVIL}/collect`]);
});

test("the contact page's interactive map is allowed to load", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The map host is not reachable from the tests: answer its frame with a page of our own.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>the map</p>" }),
  );
  await page.goto("/contact-page");
  await page.locator("#contact summary").filter({ hasText: "Show the map" }).click();
  const map = page.locator('iframe[title^="Map of "]');
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\//);
  // Loaded: a frame the policy blocks is reported and never requested, so nothing about it can be reported later.
  await expect(map.contentFrame().getByText("the map")).toBeVisible();
  expect(violations).toEqual([]);
});

test("no page may be framed by another site", async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors/.test(message.text())) violations.push(message.text());
  });
  // Another origin on this machine whose page frames ours.
  const framer = await startHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<iframe src="${baseURL}/terms"></iframe>`);
  });
  try {
    await page.goto(framer.url);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    // Chromium shows its own error page in the frame instead of ours.
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}/terms`);
    await expect(page.frameLocator("iframe").getByText(/terms/i)).toHaveCount(0);
  } finally {
    await framer.close();
  }
});

// Next's own server answers a path it cannot decode before any of our code runs (proxy.ts included): a constant
// 500 that is never cached and carries nothing of the server. README, "Deploy", says so.
test("an address with a broken %-escape gets a constant answer without internals, never cached", async ({
  request,
}) => {
  for (const path of ["/api/health/%ZZ", "/%E0"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBeGreaterThanOrEqual(400);
    expect(await answer.text(), path).not.toMatch(/Error:|\bat \S+:\d+|node_modules|URIError/);
    expect(answer.headers()["cache-control"], path).toContain("no-store");
  }
});
