import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { NextRequest } from "next/server";
import { clients, outboxJobs, payments, rateLimits } from "@/lib/platform/db/schema";
import { consumeRateLimit } from "@/lib/platform/db/rate-limit";
import { apiRoute } from "@/lib/platform/http";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { drain, enqueue } from "@/lib/platform/outbox";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";
import { handleWebhook } from "@/lib/billing/payments/service";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { parseMetrics } from "@/testing/prometheus";
import { testDrivers } from "@/testing/test-databases";
import { metricsResponse } from "./metrics-endpoint";
import { observeWebhook } from "./observe-webhook";

const TOKEN = "metrics-token-for-tests-0123";
const NOW = new Date("2026-11-27T10:00:00Z");
/** A port nothing listens on any more: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe.each(testDrivers())("/api/metrics on $name", ({ name, open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open, {
    clearBeforeEach: [outboxJobs, payments, rateLimits],
  });
  const database = async () => db();

  const get = (authorization?: string) =>
    new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} });
  async function scrape() {
    // Fresh readings every time, however loaded the machine: the 1 s bound has its own suite (metrics-outage.test.ts).
    const response = await metricsResponse(get(`Bearer ${TOKEN}`), TOKEN, database, { waitMs: 30_000 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(await response.text());
  }

  it("answers 404 without a configured token and 401 with a wrong or missing one", async () => {
    expect((await metricsResponse(get(`Bearer ${TOKEN}`), undefined, database)).status).toBe(404);
    expect((await metricsResponse(get("Bearer wrong-token-of-other-length"), TOKEN, database)).status).toBe(401);
    expect((await metricsResponse(get(`Bearer ${TOKEN.slice(0, -1)}x`), TOKEN, database)).status).toBe(401);
    expect((await metricsResponse(get(), TOKEN, database)).status).toBe(401);
    expect((await metricsResponse(get(TOKEN), TOKEN, database)).status).toBe(401);
  });

  it("counts outbox jobs by kind and state, attempts, dead letters and mails, and ages the oldest due job", async () => {
    const before = await scrape();
    const sentBefore = before.value("leadflow_mails_total", { template: "hello", result: "sent" }) ?? 0;
    const deadBefore = before.value("leadflow_outbox_dead_letters_total", { kind: "platform_sync" }) ?? 0;
    const handlers = {
      ...emailHandlers({
        hello: async () => ({ to: "ops@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" }),
      }),
      platform_sync: async () => {
        throw new Error("platform down");
      },
    };
    await enqueue(db(), "email", { template: "hello" }, { runAt: minutesAgo(1) });
    await enqueue(db(), "platform_sync", { clientId: 1 }, { runAt: minutesAgo(1) });
    await drain(db(), handlers, { now: NOW, maxAgeMs: Number.NEGATIVE_INFINITY }); // dead at its first failure, whatever the clocks;
    // A job due for 12 minutes that nobody ran yet.
    await enqueue(db(), "invoice", { paymentId: 1 }, { runAt: minutesAgo(12) });

    const after = await scrape();
    expect(smtp().messages).toHaveLength(1);
    expect(after.value("leadflow_mails_total", { template: "hello", result: "sent" })).toBe(sentBefore + 1);
    expect(after.value("leadflow_outbox_attempts_total", { kind: "email", outcome: "done" })).toBeGreaterThanOrEqual(1);
    expect(after.value("leadflow_outbox_dead_letters_total", { kind: "platform_sync" })).toBe(deadBefore + 1);
    expect(after.value("leadflow_outbox_jobs", { kind: "email", state: "done" })).toBe(1);
    expect(after.value("leadflow_outbox_jobs", { kind: "platform_sync", state: "dead" })).toBe(1);
    expect(after.value("leadflow_outbox_jobs", { kind: "invoice", state: "pending" })).toBe(1);
    // Read at scrape time against the real clock: at least the 12 minutes it was already due.
    expect(after.value("leadflow_outbox_oldest_due_job_age_seconds", { lane: "invoice" })).toBeGreaterThanOrEqual(720);
    expect(after.value("leadflow_alert_active", { alert: "dead_letters" })).toBe(1);
    expect(after.value("leadflow_alert_active", { alert: "outbox_stalled" })).toBe(1);
  });

  it("counts mails the SMTP server refused as failed", async () => {
    const before = (await scrape()).value("leadflow_mails_total", { template: "hello", result: "failed" }) ?? 0;
    const closed = await closedPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${closed}`,
      from: "LeadFlow <a@leadflow.example>",
      dir: "-",
    });
    const handlers = {
      email: emailJobHandler(mailer, {
        hello: async () => ({ to: "ops@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" }),
      }),
    };
    await enqueue(db(), "email", { template: "hello" }, { runAt: minutesAgo(1) });
    expect(await drain(db(), handlers, { now: NOW })).toMatchObject({ retrying: 1 });
    expect((await scrape()).value("leadflow_mails_total", { template: "hello", result: "failed" })).toBe(before + 1);
  });

  it("reads payments by state and the paid orders still without an invoice", async () => {
    const tag = randomBytes(6).toString("hex");
    const [client] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `obs-${tag}`,
        clientName: `Acme ${tag}`,
        contactName: "Asha Rao",
        contactEmail: `asha-${tag}@acme.example`,
        contactPhone: "+919876543210",
        countryCode: "US",
        currencyCode: "USD",
        planId: 2,
        billingCycle: "Monthly",
        apiKeyHash: tag,
      })
      .returning();
    const order = (reference: string, status: "paid" | "pending", paidAt: Date | null) => ({
      clientId: client.id,
      planId: 2,
      gateway: "sandbox" as const,
      gatewayReference: `${reference}-${tag}`,
      amount: 2900,
      currency: "USD",
      status,
      paidAt,
    });
    // Paid long ago (the scrape reads the real clock), paid just now, and still pending.
    await db()
      .insert(payments)
      .values([order("old", "paid", minutesAgo(60)), order("new", "paid", new Date()), order("open", "pending", null)]);
    const scraped = await scrape();
    expect(scraped.value("leadflow_payments", { state: "paid" })).toBe(2);
    expect(scraped.value("leadflow_payments", { state: "pending" })).toBe(1);
    expect(scraped.value("leadflow_paid_orders_without_invoice")).toBe(1);
    expect(scraped.value("leadflow_alert_active", { alert: "invoice_missing" })).toBe(1);
  });

  it("counts webhooks accepted and rejected by reason, and bad signatures across instances", async () => {
    const gateway = stripeGateway({ secretKey: "sk_test_x", webhookSecret: "whsec_test" });
    const before = await scrape();
    const rejectedBefore =
      before.value("leadflow_webhooks_total", { gateway: "stripe", result: "rejected", reason: "signature" }) ?? 0;
    for (let i = 0; i < 3; i++) {
      await expect(
        observeWebhook("stripe", database, () =>
          handleWebhook(db(), gateway, "{}", new Headers({ "stripe-signature": "t=1,v1=bad" })),
        ),
      ).rejects.toThrow("Invalid webhook signature.");
    }
    const after = await scrape();
    expect(after.value("leadflow_webhooks_total", { gateway: "stripe", result: "rejected", reason: "signature" })).toBe(
      rejectedBefore + 3,
    );
    expect(after.value("leadflow_webhook_signature_failures_last_hour")).toBe(3);
  });

  it("counts 429s by limit, never by address", async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const before = (await scrape()).value("leadflow_rate_limited_total", { limit: "contact" }) ?? 0;
    await consumeRateLimit(db(), "contact:203.0.113.9", rule, NOW);
    await consumeRateLimit(db(), "contact:203.0.113.9", rule, NOW);
    const after = await scrape();
    expect(after.value("leadflow_rate_limited_total", { limit: "contact" })).toBe(before + 1);
    expect(JSON.stringify(after.families)).not.toContain("203.0.113.9");
  });

  it("times route handlers by route and status in one histogram", async () => {
    const route = apiRoute(async () => ({ ok: true }));
    const path = `/api/observed-${name}`;
    await route(new NextRequest(`http://localhost${path}`), {});
    await route(new NextRequest(`http://localhost${path}`), {});
    const scraped = await scrape();
    expect(
      scraped.histogramCount("leadflow_request_duration_seconds", {
        type: "route",
        route: path,
        method: "GET",
        status: "200",
      }),
    ).toBe(2);
  });

  if (name === "postgres") {
    it("reports the PostgreSQL pool's connections", async () => {
      const scraped = await scrape();
      const open =
        (scraped.value("leadflow_db_pool_connections", { state: "in_use" }) ?? 0) +
        (scraped.value("leadflow_db_pool_connections", { state: "idle" }) ?? 0);
      expect(open).toBeGreaterThanOrEqual(1);
      expect(scraped.value("leadflow_db_pool_waiting")).toBe(0);
    });
  }
});
