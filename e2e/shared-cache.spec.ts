import { expect, test } from "./fixtures";
import { rawRequest } from "@/testing/raw-request";
import { sharedCacheMetrics } from "./shared-cache-metrics";
import { createScratchDatabase, type ScratchDatabase } from "@/testing/scratch-postgres";
import { COMMENT_RECEIVED } from "@/lib/inbox/comments/submit";
import { nginxInstalled, startNginx, type Nginx } from "../scripts/bench/nginx.cjs";
import { linkIn, mailsTo, uniqueVisitor } from "./mailbox";
import { jsonLines, OWN_SERVER_PORT, serverEnv, startOwnServer, type OwnServer } from "./own-server";
import { freePort, redisInstalled, startRedis, type RedisServer } from "./redis-server";

// Two `next start` of the build under test on one PostgreSQL database and one Redis, each behind nginx with
// deploy/nginx/leadflow.conf.template (docs/deployment.md, "Several hosts"): a comment approved through one instance
// shows through the other within 2 seconds; with Redis stopped both render the page again and then answer from their
// own cache within the request, log it once and count it in /api/metrics, and go back to Redis once it is back.
const INBOX = "hello@leadflow.example";
const METRICS_TOKEN = "e2e-metrics-token-shared-cache";
const post = "/blog-details-right-sidebar/round-robin-vs-skill-based-assignment";
const PORTS = { a: OWN_SERVER_PORT + 37, b: OWN_SERVER_PORT + 38 };

test.describe("two instances, one cache", () => {
  test.skip(!nginxInstalled(), "nginx is not installed here (.ci/run installs it)");
  test.skip(!redisInstalled(), "redis-server is not installed here (.ci/run installs it)");
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL is not set (.ci/run sets it)");
  test.setTimeout(150_000);

  let redis: RedisServer | undefined;
  let database: ScratchDatabase | undefined;
  const instances: OwnServer[] = [];
  const fronts: Nginx[] = [];

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [i, instance] of instances.entries())
      await testInfo.attach(`instance ${"AB"[i]}`, { body: instance.output(), contentType: "text/plain" });
  });
  test.afterAll(async () => {
    await Promise.all(fronts.map((front) => front.stop()));
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    await database?.drop();
  });

  test("a comment approved through one instance shows through the other; Redis stopped and started", async ({
    page,
  }) => {
    redis = await startRedis(await freePort());
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: "e2e-shared-cache-session-secret-0123456789",
      METRICS_TOKEN,
      TRUSTED_PROXY_HOPS: "1",
      MAIL_DIR: `.data/e2e-${PORTS.a}/mail`,
      LOG_LEVEL: "info",
    };
    // Each instance's links name the front it is reached through.
    const start = (port: number) =>
      startOwnServer(port, { ...serverEnv(port), ...shared, SITE_URL: `http://127.0.0.1:${port + 10}` });
    // A first, its database migrated, then B (which finds it migrated).
    const a = await start(PORTS.a);
    instances.push(a);
    await expect.poll(async () => (await rawRequest(PORTS.a, "/api/health")).status, { timeout: 60_000 }).toBe(200);
    const b = await start(PORTS.b);
    instances.push(b);
    const [frontA, frontB] = await Promise.all(
      [PORTS.a, PORTS.b].map((port) => startNginx({ port: port + 10, upstream: `127.0.0.1:${port}` })),
    );
    fronts.push(frontA, frontB);

    // B has the post in its cache before the comment is approved.
    expect((await rawRequest(PORTS.b, post)).status).toBe(200);

    // A visitor comments through A; the moderator approves through A.
    const visitor = uniqueVisitor("shared-cache");
    const name = `Ravi ${visitor.email.split("@")[0]}`;
    await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
    await page.goto(`${frontA.baseUrl}${post}`);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(visitor.email);
    await form.getByLabel("Comment").fill(`Shared by every instance (${visitor.email.split("@")[0]})`);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("status")).toHaveText(COMMENT_RECEIVED, { timeout: 15_000 });
    let mail = "";
    await expect
      .poll(async () => (mail = (await mailsTo(INBOX, shared.MAIL_DIR)).find((eml) => eml.includes(name)) ?? ""), {
        timeout: 15_000,
      })
      .not.toBe("");
    // Either instance may have sent it (both drain the one outbox), naming its own front: approved through A.
    await page.goto(`${frontA.baseUrl}${linkIn(mail, "/comments/moderate?decision=approve&token=")}`);
    await page.getByRole("button", { name: "Approve comment" }).click();
    await expect(page.getByRole("status")).toHaveText(/This comment is approved/, { timeout: 15_000 });

    // Read on B: the comment is there (at once where Redis answers within 100 ms; a busy CI machine may have B on its
    // own cache for a moment, hence the poll). Then through B's nginx, which had not kept the post.
    const approved = Date.now();
    await expect
      .poll(async () => (await rawRequest(PORTS.b, post)).body.toString().includes(name), { timeout: 10_000 })
      .toBe(true);
    test.info().annotations.push({ type: "seen on B", description: `${Date.now() - approved} ms after approval` });
    const throughB = await rawRequest(PORTS.b + 10, post);
    expect([throughB.status, throughB.body.toString().includes(name)]).toEqual([200, true]);

    // Redis stops: both instances render the post again (what their own cache held from before may be stale), then
    // answer it from their own cache, the comment still there. Logged at most once each (a slow moment of a busy
    // machine may have logged it already), however many requests.
    const logged = [a, b].map((instance) => instance.output().length);
    const stoppedAt = Date.now();
    await redis.stop();
    for (const [instance, server] of [
      [PORTS.a, a],
      [PORTS.b, b],
    ] as const) {
      const served: unknown[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await rawRequest(instance, post);
        expect([answer.status, answer.body.toString().includes(name)], `instance ${instance}`).toEqual([200, true]);
        served.push(answer.headers["x-nextjs-cache"]);
      }
      // An instance already on its own cache when Redis stopped (a slow moment of a busy machine) may have rendered the
      // post during that outage, after the approval, and keeps that render: its first answer may be a HIT.
      const first = awayAt(server.output(), stoppedAt) ? served[0] : "MISS";
      expect([served[0], served.at(-1)], `instance ${instance} served ${served.join(", ")}`).toEqual([first, "HIT"]);
      const readings = await sharedCacheMetrics(instance, METRICS_TOKEN);
      expect(readings.available, `instance ${instance}`).toBe(0);
      expect(readings.fallbacks, `instance ${instance}`).toBeGreaterThan(0);
    }
    [a, b].forEach((instance, i) =>
      expect(
        instance
          .output()
          .slice(logged[i])
          .match(/Shared cache unavailable/g)?.length ?? 0,
      ).toBeLessThanOrEqual(1),
    );

    // Redis is back (empty, as after a restart without persistence): each instance goes back to it.
    redis = await startRedis(redis.port);
    for (const instance of [PORTS.a, PORTS.b]) {
      await expect
        .poll(
          async () => {
            await rawRequest(instance, post);
            return (await sharedCacheMetrics(instance, METRICS_TOKEN)).available;
          },
          { timeout: 10_000 },
        )
        .toBe(1);
    }
    // The instance writes the line before its metrics answer, but this process may read the answer off its socket
    // before the line off the instance's stdout.
    for (const instance of [a, b])
      await expect.poll(() => instance.output(), { timeout: 5_000 }).toContain("Shared cache available again");
  });
});

/** Whether the last shared-cache outage line an instance wrote before `moment` says it was on its own cache. */
function awayAt(output: string, moment: number): boolean {
  const outageLines = jsonLines(output).flatMap(({ time, msg }) =>
    typeof time === "string" &&
    Date.parse(time) < moment &&
    /^Shared cache (unavailable|available again)/.test(String(msg))
      ? [String(msg)]
      : [],
  );
  return outageLines.at(-1)?.startsWith("Shared cache unavailable") ?? false;
}
