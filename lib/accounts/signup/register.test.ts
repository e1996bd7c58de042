import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { openTestPglite } from "@/testing/pglite-template";

// The one registration the signup form's action and POST /api/clients/register both call (registerCompanyFrom),
// through both ways in, on a real database with the embedded backend. Its one framework edge is Next's cookie jar,
// which exists only inside a request: each test browser is a jar of its own, the session in it sealed and opened by
// iron-session as in production.

type Cookie = { name: string; value: string; options?: { maxAge?: number } };
class Jar {
  readonly cookies = new Map<string, Cookie>();
  get = (name: string) => this.cookies.get(name);
  getAll = () => [...this.cookies.values()];
  has = (name: string) => this.cookies.has(name);
  set = (name: string, value: string, options?: { maxAge?: number }) =>
    void this.cookies.set(name, { name, value, options });
  delete = (name: string) => void this.cookies.delete(name);
}
let browser = new Jar();
jest.mock("next/headers", () => ({ cookies: async () => browser }));

let handle: DatabaseHandle;
let app: {
  register: typeof import("./register");
  session: typeof import("@/lib/accounts/session");
  env: typeof import("@/lib/platform/env");
  messages: typeof import("@/lib/accounts/companies/messages");
  hint: typeof import("./open-signup-cookie");
  schema: typeof import("@/lib/platform/db/schema");
  catalog: typeof import("@/lib/billing/plans/catalog");
};
beforeAll(async () => {
  handle = await openTestPglite();
  // The app's shared database (lib/platform/db/index.ts) is this test's.
  (globalThis as { leadflowDb?: { database?: Promise<unknown> } }).leadflowDb = {
    database: Promise.resolve(handle.db),
  };
  app = {
    register: await import("./register"),
    session: await import("@/lib/accounts/session"),
    env: await import("@/lib/platform/env"),
    messages: await import("@/lib/accounts/companies/messages"),
    hint: await import("./open-signup-cookie"),
    schema: await import("@/lib/platform/db/schema"),
    catalog: await import("@/lib/billing/plans/catalog"),
  };
}, 60_000);
afterAll(() => handle.close());

type Entry = "signup" | "api";
const ENTRIES: Entry[] = ["signup", "api"];
let counter = 0;
/** A visitor of its own (address, browser), so no test meets another's rate limit or session. */
function visitor() {
  counter += 1;
  browser = new Jar();
  return { ip: `198.51.100.${counter}`, countryCode: "US" };
}
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  client_name: "Acme Sales",
  contact_name: "Asha Rao",
  contact_email: email,
  contact_phone: "+14155550100",
  acceptTerms: true,
  plan_data: app.catalog.findCatalogPlan(3), // a paid USD plan: the registration awaits payment
  ...extra,
});
const register = (entry: Entry, payload: unknown, request = visitor()) =>
  app.register.registerCompanyFrom(entry, payload, request);
const session = () => app.session.sessionFrom(browser as never, app.env.env.sessionSecret);
const clientsNamed = async (email: string) =>
  handle.db.select().from(app.schema.clients).where(eq(app.schema.clients.contactEmail, email));
/** An answer with what differs per company (its id, key, identifier and e-mail) reduced to its type. */
function shape(answer: unknown) {
  const { data, ...rest } = answer as { data?: Record<string, unknown> };
  if (!data) return rest;
  const perCompany = ["id", "api_key", "client_identifier", "contact_email"];
  return {
    ...rest,
    data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, perCompany.includes(k) ? typeof v : v])),
  };
}

describe("registerCompanyFrom, the one registration of the signup form and the JSON API", () => {
  it("refuses an invalid payload with the same answer both ways, registering nothing and setting no cookie", async () => {
    const email = "invalid@acme.example";
    const payload = form(email, { contact_phone: "not a phone", plan_data: { id: "x" } });
    const outcomes = [];
    for (const entry of ENTRIES) {
      outcomes.push(await register(entry, payload));
      expect(browser.getAll()).toEqual([]);
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toEqual({
      status: 400,
      answer: {
        success: false,
        code: "invalid_input",
        error: app.messages.REGISTRATION_INVALID,
        details: { contact_phone: expect.any(String), plan_data: "plan_data.id must be a plan id" },
      },
    });
    expect(await clientsNamed(email)).toEqual([]);
  });

  it("registers a valid payload with the same answer both ways; the form also keeps the key and marks the browser", async () => {
    const registered: Record<Entry, Awaited<ReturnType<typeof register>>> = {} as never;
    const sessions: Record<Entry, unknown> = {} as never;
    const marked: Record<Entry, boolean> = {} as never;
    for (const entry of ENTRIES) {
      const email = `valid-${entry}@acme.example`;
      registered[entry] = await register(entry, form(email));
      const [row] = await clientsNamed(email);
      expect(registered[entry]).toMatchObject({ status: 201, queuedJobs: true, answer: { data: { id: row.id } } });
      const { clientId, authToken, apiKey } = await session();
      sessions[entry] = { clientId, signedIn: typeof authToken, apiKey };
      marked[entry] = browser.get(app.hint.OPEN_SIGNUP_COOKIE)?.value === "1";
    }
    const { signup, api } = registered;
    expect(shape(signup.answer)).toEqual(shape(api.answer));
    expect(shape(api.answer)).toEqual({
      success: true,
      message: app.messages.REGISTRATION_DONE,
      requires_payment: true,
      data: {
        id: "number",
        api_key: "string",
        client_identifier: "string",
        client_name: "Acme Sales",
        contact_email: "string",
        contact_phone: "+14155550100",
      },
    });
    // Both sign the new company in; only the form's completion step takes the key from the session.
    const data = (entry: Entry) => (registered[entry].answer as { data: { id: number; api_key: string } }).data;
    expect(sessions).toEqual({
      signup: { clientId: data("signup").id, signedIn: "string", apiKey: data("signup").api_key },
      api: { clientId: data("api").id, signedIn: "string", apiKey: undefined },
    });
    expect(marked).toEqual({ signup: true, api: false });
  });

  it("answers a repeated submission (the same idempotency key) with the first registration both ways", async () => {
    for (const entry of ENTRIES) {
      // The free plan: nothing awaits payment, so the form's second submission is not a resumed checkout.
      const key = `again-${entry}-0123456789abcdef`;
      const payload = form(`again-${entry}@acme.example`, { plan_data: null, idempotency_key: key });
      const request = visitor();
      const first = await register(entry, payload, request);
      const again = await register(entry, payload, request);
      expect(first.status).toBe(201);
      expect(again).toMatchObject({ status: 200, answer: first.answer });
      expect(await clientsNamed(`again-${entry}@acme.example`)).toHaveLength(1);
    }
  });

  it("refuses a taken e-mail both ways; the form adds its note and mails a link to finish the waiting signup", async () => {
    const email = "taken@acme.example";
    expect((await register("api", form(email))).status).toBe(201);
    const refused: Record<Entry, Awaited<ReturnType<typeof register>>> = {} as never;
    for (const entry of ENTRIES) refused[entry] = await register(entry, form(email)); // another browser each
    const { note, ...signupAnswer } = refused.signup.answer as { note?: string };
    expect(note).toBe(app.messages.RESUME_LINK_NOTE);
    expect(signupAnswer).toEqual(refused.api.answer);
    expect(refused.api).toEqual({
      status: 409,
      answer: {
        success: false,
        code: "email_taken",
        error: app.messages.EMAIL_TAKEN,
        details: { contact_email: app.messages.EMAIL_TAKEN_FIELD },
      },
    });
    expect(refused.signup).toMatchObject({ status: 409, queuedJobs: true });
    const [client] = await clientsNamed(email);
    const links = await handle.db
      .select()
      .from(app.schema.signupResumes)
      .where(eq(app.schema.signupResumes.clientId, client.id));
    expect(links).toHaveLength(1);
    expect(await clientsNamed(email)).toHaveLength(1);
  });

  it("resumes this browser's own waiting registration on the form, where the API refuses the taken e-mail", async () => {
    const email = "reload@acme.example";
    const request = visitor();
    const first = await register("signup", form(email), request);
    const pending = first.answer as { data: { id: number } };
    const resumed = await register("signup", form(email), request);
    expect(resumed).toMatchObject({
      status: 200,
      answer: { resume: { client_id: pending.data.id, contact_email: email, plan: { id: 3 } } },
    });
    expect(await register("api", form(email), request)).toMatchObject({
      status: 409,
      answer: { code: "email_taken" },
    });
    expect(await clientsNamed(email)).toHaveLength(1);
  });
});
