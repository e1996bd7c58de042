import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clients, clientUsers, outboxJobs, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { ApiError } from "@/lib/platform/http";
import { SIGNUP_MESSAGES, signupSchema } from "@/lib/accounts/signup/schema";
import { findClientByApiKey } from "./api-keys";
import { EMAIL_TAKEN, EMAIL_TAKEN_FIELD, PLAN_UNAVAILABLE, REGISTRATION_INVALID } from "./messages";
import { SYNC_GRACE_MS } from "../../billing/onboarding";
import { registrationPayloadSchema, type RegistrationPayload } from "./payload";
import { registerClient, type RegisterContext } from "./register";
import { IDEMPOTENCY_KEY_USED, REPLAY_TTL_MS } from "./replay";
import { sha256Hex } from "./secrets";
import { parseRegistration } from "./submit";

let counter = 0;
function payload(extra: Partial<Record<keyof RegistrationPayload, unknown>> = {}): RegistrationPayload {
  counter += 1;
  return registrationPayloadSchema.parse({
    client_name: "Acme Sales",
    contact_name: "Asha Rao",
    contact_email: `asha${counter}@acme.example`,
    contact_phone: "+919876543210",
    acceptTerms: true,
    plan_data: null,
    ...extra,
  });
}

const context = (ip = `198.51.100.${counter}`): RegisterContext => ({ ip, countryCode: "IN", platform: {} });

describe.each(testDrivers())("registerClient on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  const countClients = async () => (await handle.db.select({ id: clients.id }).from(clients)).length;
  const clientRow = async (id: number) => (await handle.db.select().from(clients).where(eq(clients.id, id)))[0];

  it("creates the client, its admin user and an API key, keeping only hashes", async () => {
    const input = payload({ client_name: "  Acme Sales  ", contact_phone: "+91 98765 43210" });
    const registration = await registerClient(handle.db, input, context());
    const { data } = registration;

    expect(data).toEqual({
      id: expect.any(Number),
      api_key: expect.stringMatching(/^lf_live_[A-Za-z0-9_-]{43}$/),
      contact_email: input.contact_email,
      client_identifier: expect.stringMatching(/^LF-[A-Z2-9]{6}$/),
      client_name: "Acme Sales",
      contact_phone: "+919876543210",
    });
    expect(registration).toMatchObject({ clientId: data.id, requiresPayment: false, replayed: false });

    const row = await clientRow(data.id);
    // No plan chosen: the Free plan, in the visitor's currency (INR's Free is id 9).
    expect(row).toMatchObject({
      countryCode: "IN",
      currencyCode: "INR",
      planId: 9,
      planPrice: 0,
      platformSync: "skipped",
      platformSyncData: null,
    });
    expect(row.apiKeyHash).toBe(sha256Hex(data.api_key));
    expect(JSON.stringify(row)).not.toContain(data.api_key);

    const users = await handle.db.select().from(clientUsers).where(eq(clientUsers.clientId, data.id));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: input.contact_email, role: "admin", mustChangePassword: true });
    // The temporary password is made with the account (the welcome e-mail carries it): a hash and a sealed copy.
    expect(users[0].passwordHash).toMatch(/^sha256\$/);
    expect(users[0].temporaryPassword).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The welcome e-mail is queued with the client, not sent inline.
    const jobs = await handle.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, `email:welcome:client:${data.id}`));
    expect(jobs).toMatchObject([
      { kind: "email", status: "pending", payload: { template: "welcome", clientId: data.id } },
    ]);

    expect((await findClientByApiKey(handle.db, data.api_key))?.id).toBe(data.id);
    expect(await findClientByApiKey(handle.db, data.api_key.slice(0, -1) + "x")).toBeNull();
  });

  it("answers a double submit of the same form with the first answer and one client", async () => {
    const input = payload({ idempotency_key: randomUUID() });
    const before = await countClients();
    const [first, second] = await Promise.all([
      registerClient(handle.db, input, context()),
      registerClient(handle.db, input, context()),
    ]);
    const third = await registerClient(handle.db, input, context());

    expect(await countClients()).toBe(before + 1);
    expect(second.data).toEqual(first.data);
    expect(third).toMatchObject({ data: first.data, replayed: true });
    const row = await clientRow(first.data.id);
    expect(row.sealedApiKey).not.toContain(first.data.api_key);
    expect(row.idempotencyKeyHash).not.toBe(input.idempotency_key);
  });

  it("replays a used key only to the same contact e-mail: another company and e-mail get a 409 and no API key", async () => {
    const key = randomUUID();
    const first = await registerClient(handle.db, payload({ idempotency_key: key }), context());
    const same = await registerClient(
      handle.db,
      payload({ idempotency_key: key, contact_email: first.data.contact_email.toUpperCase() }),
      context(),
    );
    expect(same).toMatchObject({ replayed: true, data: first.data });
    expect(same.authToken).toBeUndefined();

    const before = await countClients();
    const other = registerClient(handle.db, payload({ idempotency_key: key, client_name: "Mallory Ltd" }), context());
    await expect(other).rejects.toMatchObject({ code: "conflict", message: IDEMPOTENCY_KEY_USED });
    await expect(other).rejects.not.toHaveProperty("details.api_key");
    expect(await countClients()).toBe(before);
  });

  it("replays a used key for 24 hours only", async () => {
    const key = randomUUID();
    const created = new Date("2026-06-01T10:00:00Z");
    const input = payload({ idempotency_key: key });
    const first = await registerClient(handle.db, input, { ...context(), now: created });
    const inTime = await registerClient(handle.db, input, {
      ...context(),
      now: new Date(created.getTime() + REPLAY_TTL_MS - 1000),
    });
    expect(inTime).toMatchObject({ replayed: true, data: first.data });
    // Later, the same form is a duplicate e-mail like any other (the signup form then offers its resume link).
    await expect(
      registerClient(handle.db, input, { ...context(), now: new Date(created.getTime() + REPLAY_TTL_MS + 1000) }),
    ).rejects.toMatchObject({ code: "email_taken", message: EMAIL_TAKEN });
    await expect(
      registerClient(handle.db, payload({ idempotency_key: key }), {
        ...context(),
        now: new Date(created.getTime() + REPLAY_TTL_MS + 1000),
      }),
    ).rejects.toMatchObject({ code: "conflict", message: IDEMPOTENCY_KEY_USED });
  });

  it("refuses an e-mail already registered, whatever its case, and creates nothing", async () => {
    const first = payload();
    await registerClient(handle.db, first, context());
    const before = await countClients();
    const jobsBefore = (await handle.db.select().from(outboxJobs)).length;

    const again = payload({ contact_email: ` ${first.contact_email.toUpperCase()} `, client_name: "Other Co" });
    await expect(registerClient(handle.db, again, context())).rejects.toMatchObject({
      code: "email_taken",
      message: EMAIL_TAKEN,
      details: { contact_email: EMAIL_TAKEN_FIELD },
    });
    await expect(registerClient(handle.db, again, context())).rejects.toMatchObject({ status: 409 });
    expect(await countClients()).toBe(before);
    expect((await handle.db.select().from(outboxJobs)).length).toBe(jobsBefore);
  });

  it("counts each welcome against its inbox's daily cap: a fourth alias of one Gmail inbox in a day is refused, creating nothing", async () => {
    const now = new Date("2026-11-22T09:00:00Z");
    const aliases = ["phish+1@gmail.com", "p.hish+2@gmail.com", "phish@googlemail.com", "PHISH+9@gmail.com"];
    for (const [index, email] of aliases.slice(0, 3).entries())
      await registerClient(handle.db, payload({ contact_email: email }), { ...context(`192.0.2.${10 + index}`), now });
    const before = await countClients();
    const jobsBefore = (await handle.db.select().from(outboxJobs)).length;
    // The answer a busy address gets anywhere on the site: it says nothing about the accounts the inbox has.
    await expect(
      registerClient(handle.db, payload({ contact_email: aliases[3] }), { ...context("192.0.2.20"), now }),
    ).rejects.toMatchObject({ code: "rate_limited", status: 429 });
    expect(await countClients()).toBe(before);
    expect((await handle.db.select().from(outboxJobs)).length).toBe(jobsBefore);
    // Another inbox is not held back, and the next day the inbox may register again.
    await expect(
      registerClient(handle.db, payload({ contact_email: "someone.else@gmail.com" }), {
        ...context("192.0.2.21"),
        now,
      }),
    ).resolves.toBeTruthy();
    const tomorrow = new Date("2026-11-23T09:00:01Z");
    await expect(
      registerClient(handle.db, payload({ contact_email: aliases[3] }), { ...context("192.0.2.22"), now: tomorrow }),
    ).resolves.toBeTruthy();
  });

  it("prices the plan from the catalog and ignores the browser's price", async () => {
    const input = payload({
      plan_data: { id: 3, plan_name: "Professional", base_price: 0, price: 0, billing_cycle: "Monthly" },
    });
    const registration = await registerClient(handle.db, input, context());
    expect(registration.requiresPayment).toBe(true);
    const row = await clientRow(registration.data.id);
    expect(row).toMatchObject({
      planId: 3,
      billingCycle: "Monthly",
      planPrice: 99,
      currencyCode: "USD",
      platformSync: "not_started",
    });
    // Payment comes first: nothing is queued yet.
    expect(
      await handle.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.dedupeKey, `email:welcome:client:${row.id}`)),
    ).toEqual([]);
  });

  it("takes a yearly INR plan as the catalog has it", async () => {
    const registration = await registerClient(
      handle.db,
      payload({ plan_data: { id: "14", base_price: 1 } }),
      context(),
    );
    expect(await clientRow(registration.data.id)).toMatchObject({
      planId: 14,
      billingCycle: "Yearly",
      planPrice: 23_990,
      currencyCode: "INR",
    });
  });

  it("treats the Free plan as needing no payment", async () => {
    const registration = await registerClient(handle.db, payload({ plan_data: { id: 5, base_price: 99 } }), context());
    expect(registration.requiresPayment).toBe(false);
    expect(await clientRow(registration.data.id)).toMatchObject({ planId: 5, planPrice: 0, platformSync: "skipped" });
  });

  it("refuses an unknown plan", async () => {
    const before = await countClients();
    await expect(registerClient(handle.db, payload({ plan_data: { id: 999 } }), context())).rejects.toEqual(
      new ApiError("bad_request", PLAN_UNAVAILABLE),
    );
    expect(await countClients()).toBe(before);
  });

  it("limits registrations per IP to 10 an hour", async () => {
    const now = new Date("2026-11-21T10:15:00Z");
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) await registerClient(handle.db, payload(), { ...context(ip), now });
    const before = await countClients();
    await expect(registerClient(handle.db, payload(), { ...context(ip), now })).rejects.toEqual(
      new ApiError("rate_limited", "Too many attempts. Please try again in 45 minutes."),
    );
    expect(await countClients()).toBe(before);
    await expect(registerClient(handle.db, payload(), { ...context("203.0.113.78"), now })).resolves.toBeTruthy();
    await expect(
      registerClient(handle.db, payload(), { ...context(ip), now: new Date("2026-11-21T11:00:00Z") }),
    ).resolves.toBeTruthy();
  });

  it("pretends success to a bot that filled the honeypot, storing nothing", async () => {
    const before = await countClients();
    const registration = await registerClient(handle.db, payload({ website: "http://spam.example" }), context());
    expect(registration.clientId).toBeNull();
    expect(registration.data.api_key).toMatch(/^lf_live_/);
    expect(await countClients()).toBe(before);
    expect(await findClientByApiKey(handle.db, registration.data.api_key)).toBeNull();
  });

  it("stores the encrypted sync body and queues the sync when the platform is configured", async () => {
    const now = new Date();
    const registration = await registerClient(handle.db, payload(), {
      ...context(),
      now,
      platform: { apiUrl: "http://127.0.0.1:9", syncKey: "k" },
    });
    const row = await clientRow(registration.data.id);
    expect(row.platformSync).toBe("queued");
    expect(row.platformSyncData).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
    const [job] = await handle.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, `platform_sync:client:${row.id}`));
    // The completion step gets the first try; the drain only after the grace period.
    expect(job).toMatchObject({
      kind: "platform_sync",
      status: "pending",
      payload: { clientId: row.id },
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + SYNC_GRACE_MS),
    });
    const welcome = await handle.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, `email:welcome:client:${row.id}`));
    expect(welcome).toMatchObject([{ kind: "email", payload: { template: "welcome", clientId: row.id } }]);
  });

  it("keeps rate-limit counters in the shared table", async () => {
    expect((await handle.db.select().from(rateLimits)).some((row) => row.key.startsWith("register:"))).toBe(true);
  });

  it("validates with the signup schema's messages", () => {
    const result = registrationPayloadSchema.safeParse({ contact_email: "nope", plan_data: { id: "x" } });
    expect(result.success).toBe(false);
    expect(signupSchema.safeParse({}).success).toBe(false);
  });
});

describe("a registration payload checked at the edge (parseRegistration)", () => {
  it("refuses a company or contact name with a line break or a direction override, naming the field", () => {
    const parsed = parseRegistration({
      client_name: "Evil Co\nBcc: victim@example.com\u202E",
      contact_name: "Asha\u202Enigol/elpmaxe.live//:sptth",
      contact_email: "asha@acme.example",
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    expect(parsed).toEqual({
      success: false,
      invalid: {
        status: 400,
        answer: {
          success: false,
          code: "invalid_input",
          error: REGISTRATION_INVALID,
          details: { client_name: SIGNUP_MESSAGES.companyNotPlain, contact_name: SIGNUP_MESSAGES.contactNotPlain },
        },
      },
    });
  });
});
