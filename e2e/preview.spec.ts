// A preview deployment (SITE_ENVIRONMENT=preview, lib/platform/build/deployment.ts) is safe to share: every answer says noindex, the
// canonical URLs name the public site, a ribbon names the branch and commit; the public build does none of that.
// The preview is a second build (e2e/preview-build.ts) served by its own server; the public one is the e2e server.
// It is built from a copy of the content files with a post's title and a FAQ answer edited as Keystatic writes them
// (e2e/content-edits.ts), as a branch saved in the content editor is: one build proves both.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  EDITED_ANSWER,
  EDITED_HOME_SECTIONS,
  EDITED_INDIA_PHONE,
  EDITED_POST,
  EDITED_TITLE,
  editedContentCopy,
  PAGE_COPY_EDITS,
  SCHEDULED_POST,
} from "./content-edits";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { serverEnv, startOwnServer, type OwnServer } from "./own-server";
import {
  buildEditedPreview,
  LIVE_KEYS,
  previewPrebuilt,
  PREVIEW_BRANCH,
  PREVIEW_COMMIT,
  PREVIEW_DIST_DIR,
  PREVIEW_PORT,
  PRODUCTION_SITE_URL,
  SECOND_BUILD_TIMEOUT_MS,
} from "./preview-build";

const EVIL = "https://evil.example";

test.describe("a preview deployment", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let content: ReturnType<typeof editedContentCopy> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(SECOND_BUILD_TIMEOUT_MS + 60_000);
    // Built beside Jest by `npm test`; the same edits again for the server to read, made in a moment.
    content = previewPrebuilt() ? editedContentCopy() : await buildEditedPreview();
    // Started without SITE_ENVIRONMENT, PRODUCTION_SITE_URL or SITE_BRANCH: the build decided, the server follows it.
    // Nor PAYMENTS_SANDBOX, which the e2e servers get: a preview allows the sandbox gateway by itself.
    const env = serverEnv(PREVIEW_PORT);
    delete env.PAYMENTS_SANDBOX;
    server = await startOwnServer(PREVIEW_PORT, {
      ...env,
      ...LIVE_KEYS,
      NEXT_DIST_DIR: PREVIEW_DIST_DIR,
      CONTENT_ROOT: content.root,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    content?.remove();
  });

  test("a post's title, a FAQ answer and a phone number changed in the content files appear on the rebuilt, prerendered pages", async () => {
    const prerendered = (path: string) => readFileSync(join(PREVIEW_DIST_DIR, "server/app", path), "utf8");
    expect(prerendered(`blog-details-right-sidebar/${EDITED_POST}.html`)).toContain(EDITED_TITLE);
    expect(prerendered("faq.html")).toContain(EDITED_ANSWER);
    const post = await fetch(`${server.url}/blog-details-right-sidebar/${EDITED_POST}`);
    // Served from what the build prerendered: STALE once the page's 5 minutes have passed since the build (`npm test`
    // builds the preview beside Jest, minutes before this runs), which regenerates it in the background.
    expect(post.headers.get("x-nextjs-cache")).toMatch(/^(HIT|STALE)$/);
    expect(await post.text()).toContain(`${EDITED_TITLE}</h1>`);
    expect(await (await fetch(`${server.url}/blog-three-column`)).text()).toContain(EDITED_TITLE);
    expect(await (await fetch(`${server.url}/faq`)).text()).toContain(EDITED_ANSWER);
    expect(prerendered("india/contact-page.html")).toContain(EDITED_INDIA_PHONE);
    expect(await (await fetch(`${server.url}/contact-page`, { headers: { cookie: "region=india" } })).text()).toContain(
      EDITED_INDIA_PHONE,
    );
  });

  test("the pages' copy edited in the content files (About, Careers, outcomes, menu, labels, headings, pricing, FAQ, 404, download, search fields, interface words, home sections) is on the rebuilt pages", async () => {
    const prerendered = (path: string) => readFileSync(join(PREVIEW_DIST_DIR, "server/app", path), "utf8");
    for (const [what, { shows }] of Object.entries(PAGE_COPY_EDITS)) {
      for (const [page, text] of Object.entries(shows)) {
        // Booleans, not toContain: a failure would print the whole page.
        expect(prerendered(page).includes(text), `${what}: ${page} shows ${text}`).toBe(true);
      }
    }
    expect(prerendered("about.html")).toContain("<title>Meet the LeadFlow team | LeadFlow</title>");
    const home = await (await fetch(`${server.url}/`)).text();
    expect([...home.matchAll(/<section[^>]*\sid="([^"]+)"/g)].map((match) => match[1])).toEqual(EDITED_HOME_SECTIONS);
  });

  test("a post scheduled for a later day shows neither its page nor its images before then; a published post's are served", async () => {
    const cover = (slug: string) => fetch(`${server.url}/images/blog/${slug}/cover.svg`);
    const scheduledCover = await cover(SCHEDULED_POST);
    expect(scheduledCover.status).toBe(404);
    expect(scheduledCover.headers.get("content-type") ?? "").not.toMatch(/^image\//);
    expect((await fetch(`${server.url}/blog-details-right-sidebar/${SCHEDULED_POST}`)).status).toBe(404);
    const published = await cover(EDITED_POST);
    expect(published.status).toBe(200);
    expect(published.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  test("every answer carries X-Robots-Tag noindex: pages, API routes, static files, 404s, redirects (the trailing slash's too) and proxy.ts's own answers", async ({
    request,
  }) => {
    const html = await (await request.get(`${server.url}/faq`)).text();
    const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const answers: [string, Promise<Awaited<ReturnType<APIRequestContext["get"]>>>, number][] = [
      ["a prerendered page", request.get(`${server.url}/faq`), 200],
      ["a regional page (rewritten by proxy.ts)", request.get(`${server.url}/pricing`), 200],
      ["a page rendered per request", request.get(`${server.url}/signup`), 200],
      ["an API route", request.get(`${server.url}/api/content/faq`), 200],
      ["an API route's refusal", request.delete(`${server.url}/api/content/faq`), 405],
      ["the feed", request.get(`${server.url}/blog/feed.xml`), 200],
      ["a public file", request.get(`${server.url}/images/logo.svg`), 200],
      ["a script", request.get(`${server.url}${script}`), 200],
      ["a 404", request.get(`${server.url}/no-such-page`), 404],
      ["an API 404", request.get(`${server.url}/api/no-such-route`), 404],
      ["a route handler's redirect", request.get(`${server.url}/Signup?plan=pro`, { maxRedirects: 0 }), 308],
      ["a trailing-slash redirect (proxy.ts)", request.get(`${server.url}/faq/`, { maxRedirects: 0 }), 308],
      ["an error page asked for by name", request.get(`${server.url}/_global-error`), 404],
      [
        "proxy.ts refusing a server action",
        request.post(`${server.url}/faq`, {
          headers: { "next-action": "0123abcd", origin: EVIL, "content-type": "text/plain;charset=UTF-8" },
          data: "[]",
        }),
        403,
      ],
    ];
    for (const [what, answer, status] of answers) {
      const response = await answer;
      expect(response.status(), what).toBe(status);
      expect(response.headers()["x-robots-tag"], what).toBe("noindex");
    }
  });

  test("robots.txt keeps every crawler out; the sitemap lists the public site's URLs", async ({ request }) => {
    const robots = await (await request.get(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/User-Agent: \*\nDisallow: \/\n/);
    expect(robots).not.toContain("Allow:");
    const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PRODUCTION_SITE_URL}/faq</loc>`);
    expect(sitemap).not.toContain(server.url);
  });

  test("canonical and OpenGraph URLs name the production site, the feed's links too", async ({ page, request }) => {
    await page.goto(`${server.url}/faq`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${PRODUCTION_SITE_URL}/faq`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${PRODUCTION_SITE_URL}/faq`);
    expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toMatch(
      new RegExp(`^${PRODUCTION_SITE_URL}/opengraph-image`),
    );
    const feed = await (await request.get(`${server.url}/blog/feed.xml`)).text();
    expect(feed).toContain(`<link>${PRODUCTION_SITE_URL}/blog-details-right-sidebar/`);
    expect(feed).not.toContain(server.url);
  });

  test("the ribbon names the branch and the commit, on prerendered pages and those rendered per request, without script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/faq", "/", "/signup", "/no-such-page"]) {
      await page.goto(`${server.url}${path}`);
      const ribbon = page.getByRole("complementary", { name: "Preview deployment" });
      await expect(ribbon, path).toBeVisible();
      await expect(ribbon, path).toHaveText(`Preview Test payments ${PREVIEW_BRANCH} ${PREVIEW_COMMIT.slice(0, 7)}`);
    }
    await context.close();
  });

  test("every gateway is the sandbox though live keys are set, the diagnostics pages are allowed, analytics is off though the build asked for it", async ({
    page,
  }) => {
    // Started without PAYMENTS_SANDBOX or ENABLE_DIAGNOSTICS, with live keys: a production build would answer 404 here,
    // and sell through the live gateways.
    await page.goto(`${server.url}/payment-test`);
    const table = page.getByRole("region", { name: "Payment gateways by region" });
    await expect(
      table.getByRole("row", { name: /^Global \(US\) Stripe \(card\) Sandbox \(test mode\)/ }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: /^India \(IN\) Razorpay \(INR\) Sandbox \(test mode\)/ }),
    ).toBeVisible();

    const requested: string[] = [];
    page.on("request", (sent) => requested.push(sent.url()));
    await page.goto(`${server.url}/`);
    await page.waitForLoadState("networkidle");
    expect(
      requested.filter((url) => url.includes("/_vercel/insights") || url.includes("va.vercel-scripts.com")),
    ).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`the ribbon covers no content and no focused control at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/faq`);
      const ribbon = page.getByRole("complementary", { name: "Preview deployment" });
      await expectNotCovered(page, await ribbon.boundingBox(), width);
      mkdirSync("e2e/screenshots", { recursive: true });
      await page.screenshot({ path: `e2e/screenshots/preview-faq-${width}.jpeg`, type: "jpeg", quality: 80 });
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.screenshot({ path: `e2e/screenshots/preview-faq-end-${width}.jpeg`, type: "jpeg", quality: 80 });
      // At the end of the page nothing is under it: the space below the footer is.
      expect(await elementsUnder(page, await ribbon.boundingBox())).toEqual([]);
    });
  }
});

/** Tabbing through the page: no focused control, outline included, is under the ribbon. */
async function expectNotCovered(
  page: Page,
  ribbon: { x: number; y: number; width: number; height: number } | null,
  width: number,
) {
  expect(ribbon).not.toBeNull();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    // The page scrolls smoothly (globals.css): measure once the focused control has been scrolled into view.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          const settle = () =>
            window.scrollY === last ? resolve() : ((last = window.scrollY), setTimeout(settle, 100));
          settle();
        }),
    );
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        label: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      };
    });
    if (!focused || focused.width === 0) continue;
    const outline = 4;
    const overlaps =
      focused.x - outline < ribbon!.x + ribbon!.width &&
      focused.x + focused.width + outline > ribbon!.x &&
      focused.y - outline < ribbon!.y + ribbon!.height &&
      focused.y + focused.height + outline > ribbon!.y;
    expect(overlaps, `${focused.label} at ${width} px`).toBe(false);
  }
}

/** The visible text and controls whose boxes meet the ribbon's. */
function elementsUnder(page: Page, ribbon: { x: number; y: number; width: number; height: number } | null) {
  return page.evaluate((box) => {
    if (!box) return ["no ribbon"];
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *, footer *")) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText && !element.matches("a, button, input, select, textarea, img, svg")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (
        rect.x < box.x + box.width &&
        rect.x + rect.width > box.x &&
        rect.y < box.y + box.height &&
        rect.y + rect.height > box.y
      ) {
        hits.push(`${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    return hits;
  }, ribbon);
}

test.describe("the public build (the e2e server)", () => {
  test("carries no X-Robots-Tag, no ribbon, and names SITE_URL as canonical", async ({ page, request, baseURL }) => {
    for (const path of ["/faq", "/api/health", "/images/logo.svg", "/no-such-page"]) {
      expect((await request.get(path)).headers()["x-robots-tag"], path).toBeUndefined();
    }
    await page.goto("/faq");
    await expect(page.getByRole("complementary", { name: "Preview deployment" })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/faq`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
  });
});
