// A post scheduled a minute ahead is public everywhere within 60 s of its moment, with no visitor and no deployment:
// its page with its own head (title, description, canonical, og:image, no noindex), its cover and social image, the
// blog list, the sitemap and the feed (lib/server/blog-schedule.ts, docs/content.md "Scheduling").
//
// The build is the preview deployment's (e2e/preview-build.ts), which prerendered the post scheduled for 2099
// (e2e/content-edits.ts) as 404s, as any build prerenders a post scheduled after it. Its servers read their own copy
// of the content, where that post's moment is moved to a minute after they start: the build's 404s stand until then,
// as they would for a post scheduled a minute after a deployment. Two instances share one Redis (docs/deployment.md,
// "Several hosts"): A runs the periodic tasks, B none (OUTBOX_LOOP=off) and is the one checked, so the revalidation
// must have reached the shared cache. Between the checks before the moment and those after it nobody requests
// anything: the test waits for A's log line.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editedContentCopy, SCHEDULED_POST } from "./content-edits";
import { expect, test } from "./fixtures";
import { serverEnv, startOwnServer, OWN_SERVER_PORT, type OwnServer } from "./own-server";
import {
  buildEditedPreview,
  previewPrebuilt,
  PREVIEW_DIST_DIR,
  PRODUCTION_SITE_URL,
  SECOND_BUILD_TIMEOUT_MS,
} from "./preview-build";
import { freePort, redisInstalled, startRedis, type RedisServer } from "./redis-server";
import { sharedCacheMetrics } from "./shared-cache-metrics";

const PORTS = { a: OWN_SERVER_PORT + 39, b: OWN_SERVER_PORT + 40 };
/** From the content's edit to the moment: both servers started and the 404s checked, on a busy two-core machine
 * (45 s was not always enough: B seeded Redis meanwhile, 16 s of it). */
const LEAD_MS = 75_000;
const WITHIN_MS = 60_000;
const PAGE = `/blog-details-right-sidebar/${SCHEDULED_POST}`;
const COVER = `/images/blog/${SCHEDULED_POST}/cover.svg`;
const PUBLIC = "Scheduled posts are public";
const METRICS_TOKEN = "e2e-metrics-token-scheduled-post";

test.describe("a post scheduled a minute ahead", () => {
  test.skip(!redisInstalled(), "redis-server is not installed here (.ci/run installs it)");
  test.describe.configure({ mode: "serial" });
  let content: ReturnType<typeof editedContentCopy> | undefined;
  let redis: RedisServer | undefined;
  const instances: OwnServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(SECOND_BUILD_TIMEOUT_MS + 60_000);
    // Built beside Jest by `npm test`; run alone, this spec builds it (as e2e/preview.spec.ts does).
    content = previewPrebuilt() ? editedContentCopy() : await buildEditedPreview();
  });
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [i, instance] of instances.entries())
      await testInfo.attach(`instance ${"AB"[i]}`, { body: instance.output(), contentType: "text/plain" });
  });
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    content?.remove();
  });

  test("is a 404 everywhere before its moment, and public everywhere within 60 s of it, with nobody asking", async () => {
    test.setTimeout(LEAD_MS + WITHIN_MS + 90_000);
    redis = await startRedis(await freePort());
    const file = join(content!.root, "content/blog/posts", `${SCHEDULED_POST}.mdoc`);
    const moment = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
    const text = readFileSync(file, "utf8");
    const scheduled = text.replace(/^date: .+$/m, `date: '${new Date(moment).toISOString()}'`);
    expect(scheduled).not.toBe(text);
    writeFileSync(file, scheduled);

    const shared = {
      REDIS_URL: redis.url,
      SESSION_SECRET: "e2e-scheduled-post-session-secret-0123456789",
      NEXT_DIST_DIR: PREVIEW_DIST_DIR,
      CONTENT_ROOT: content!.root,
      LOG_LEVEL: "info",
      METRICS_TOKEN,
    };
    const [a, b] = await Promise.all([
      startOwnServer(PORTS.a, { ...serverEnv(PORTS.a), ...shared }),
      startOwnServer(PORTS.b, { ...serverEnv(PORTS.b), ...shared, OUTBOX_LOOP: "off" }),
    ]);
    instances.push(a, b);
    const get = (path: string) => fetch(`${b.url}${path}`);

    // Before: the build's 404s, on both instances; the social image asked for too, as a crawler might.
    for (const server of [a, b]) {
      const page = await fetch(`${server.url}${PAGE}`);
      const html = await page.text();
      expect([page.status, title(html), html.includes('<meta name="robots" content="noindex')]).toEqual([
        404,
        "Page not found | LeadFlow",
        true,
      ]);
      expect((await fetch(`${server.url}${COVER}`)).status).toBe(404);
    }
    const socialImage = `${PAGE}/${await socialImageRoute(b.url)}`;
    expect((await get(socialImage)).status).toBe(404);
    const listBefore = await (await get("/blog-three-column")).text();
    expect(Date.now(), "the checks before the moment took longer than LEAD_MS").toBeLessThan(moment);
    expect(listBefore).not.toContain(PAGE);

    // Nobody asks until A says it is done.
    await expect
      .poll(() => a.output().includes(PUBLIC), { timeout: moment + WITHIN_MS - Date.now(), intervals: [250] })
      .toBe(true);
    test.info().annotations.push({ type: "public after", description: `${Date.now() - moment} ms` });

    const page = await get(PAGE);
    const html = await page.text();
    // Served from the cache A filled, not rendered for this request; unless Redis was slower than an instance's
    // deadline (lib/platform/cache/shared-cache-handler.mjs), which that instance counts: A's write of the page then
    // stayed in A's own cache, or B's read missed it, and B renders the page itself (its own cache never answers with
    // what it held from before). Either way, the post.
    const served = page.headers.get("x-nextjs-cache");
    const fallbacks =
      served === "HIT"
        ? { a: 0, b: 0 }
        : {
            a: (await sharedCacheMetrics(PORTS.a, METRICS_TOKEN)).fallbacks,
            b: (await sharedCacheMetrics(PORTS.b, METRICS_TOKEN)).fallbacks,
          };
    const slowRedis = fallbacks.a + fallbacks.b > 0;
    test.info().annotations.push({
      type: "B served",
      description: `${served}; shared cache fallbacks: A ${fallbacks.a}, B ${fallbacks.b}`,
    });
    expect(page.status).toBe(200);
    expect(served === "HIT" || slowRedis, `B answered ${served} with no shared cache fallback on A or B`).toBe(true);
    expect(title(html)).toBe("A post scheduled for 2099 | LeadFlow");
    expect(meta(html, "name", "description")).toMatch(/^A lead who fills in your form is thinking about the problem/);
    expect(html).toContain(`<link rel="canonical" href="${PRODUCTION_SITE_URL}${PAGE}"/>`);
    // A preview deployment says noindex in its X-Robots-Tag header; the page itself must not.
    expect(html).not.toContain('<meta name="robots"');
    const ogImage = meta(html, "property", "og:image");
    expect(ogImage).toMatch(new RegExp(`^${PRODUCTION_SITE_URL}${PAGE}/opengraph-image`));
    const image = await get(new URL(ogImage!).pathname);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
    const cover = await get(COVER);
    expect([cover.status, cover.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
    expect(await (await get("/blog-three-column")).text()).toContain(`${PAGE}"`);
    expect(await (await get("/sitemap.xml")).text()).toContain(`<loc>${PRODUCTION_SITE_URL}${PAGE}</loc>`);
    expect(await (await get("/blog/feed.xml")).text()).toContain(`<link>${PRODUCTION_SITE_URL}${PAGE}</link>`);
    expect(Date.now() - moment, "all of it within 60 s of the moment").toBeLessThan(WITHIN_MS);
  });
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** The name Next gave the social image route beside the detail pages ("opengraph-image-92e0c4"), from a public post. */
async function socialImageRoute(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/blog-details-right-sidebar/onboarding-tele-callers`)).text();
  const url = meta(html, "property", "og:image");
  const name = url && /\/(opengraph-image[^/?]*)/.exec(url)?.[1];
  if (!name) throw new Error("No og:image on a public post's page");
  return name;
}
