import { findClientByApiKey } from "@/lib/accounts/companies/api-keys";
import { authenticateToken } from "@/lib/accounts/companies/auth-tokens";
import {
  EMAIL_TAKEN,
  EMAIL_TAKEN_FIELD,
  PLAN_UNAVAILABLE,
  REGISTRATION_DONE,
  REGISTRATION_INVALID,
} from "@/lib/accounts/companies/messages";
import { registrationPayloadSchema, type RegistrationPayload } from "@/lib/accounts/companies/payload";
import { IDEMPOTENCY_KEY_USED } from "@/lib/accounts/companies/replay";
import { REGISTER_RATE_LIMIT } from "@/lib/accounts/companies/register";
import { answerRegistration } from "@/lib/accounts/companies/submit";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { startAdminApiServer } from "@/testing/admin-api-server";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { INVALID_API_KEY, type AdminApi } from "./contract";
import { embeddedAdminApi } from "./embedded";
import { remoteAdminApi } from "./remote";

let counter = 0;
function payload(extra: Record<string, unknown> = {}): RegistrationPayload {
  counter += 1;
  return registrationPayloadSchema.parse({
    client_name: `Contract Co ${counter}`,
    contact_name: "Asha Rao",
    contact_email: `register${counter}-${Date.now()}@acme.example`,
    contact_phone: "+14155550100",
    acceptTerms: true,
    ...extra,
  });
}
const visitor = (countryCode = "US") => ({ ip: `198.51.100.${(counter % 250) + 1}`, countryCode });

describe.each(testDrivers())("the admin API's registration and API-key calls on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let provider: Awaited<ReturnType<typeof startAdminApiServer>>;
  // One clock for the file, read once: the hourly registration limit counts in fixed windows, so every registration
  // here falls in one window even when the run crosses the hour (the remote backend's provider shares this clock).
  const startedAt = new Date();
  const embedded = () => embeddedAdminApi({ db: async () => handle.db, now: () => startedAt });
  beforeAll(async () => {
    handle = await open();
    // The provider's stand-in is our embedded backend on the same database, served with our routes' answers.
    provider = await startAdminApiServer(embedded());
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), provider.close()]));

  // What a backend's sign-in token is good for: our own token (embedded), or the API key the provider knows (remote).
  const backends: [string, () => AdminApi, (token: string) => Promise<number | null>][] = [
    ["embedded", embedded, (token) => authenticateToken(handle.db, token)],
    [
      "remote",
      () => remoteAdminApi({ baseUrl: provider.url }),
      async (token) => (await findClientByApiKey(handle.db, token))?.id ?? null,
    ],
  ];

  describe.each(backends)("on the %s backend", (_name, backend, tokenOwner) => {
    it("registers a company once per form, answers the product's data with the API key, and signs the client in", async () => {
      const form = payload({ idempotency_key: `contract-form-${counter}-${Date.now()}`, country_code: "IN" });
      const first = await backend().registerClient(form, visitor());
      expect(first).toMatchObject({ message: REGISTRATION_DONE, requiresPayment: false, replayed: false });
      expect(first.data).toEqual({
        id: expect.any(Number),
        api_key: expect.stringMatching(/^lf_live_/),
        contact_email: form.contact_email,
        client_identifier: expect.stringMatching(/^LF-/),
        client_name: form.client_name,
        contact_phone: form.contact_phone,
      });
      expect(first.signIn?.clientId).toBe(first.data.id);
      await expect(tokenOwner(first.signIn!.authToken)).resolves.toBe(first.data.id);
      await expect(embedded().getClient(first.data.id)).resolves.toMatchObject({
        contact_email: form.contact_email,
        country_code: "IN",
        currency_code: "INR",
      });

      const again = await backend().registerClient(form, visitor());
      expect(again).toMatchObject({ replayed: true, data: first.data });
      // A replay answers, but signs nobody in: no session, no credential for whoever holds the key.
      expect(again.signIn).toBeNull();
      await expect(
        backend().registerClient(
          { ...form, contact_email: `other-${form.contact_email}`, client_name: "Mallory Ltd" },
          visitor(),
        ),
      ).rejects.toMatchObject({ status: 409, message: IDEMPOTENCY_KEY_USED });
    });

    it("answers whether a paid plan still needs its payment", async () => {
      const paid = await backend().registerClient(
        payload({ plan_data: { ...findCatalogPlan(3), price: 0 } }),
        visitor(),
      );
      expect(paid.requiresPayment).toBe(true);
      await expect(embedded().getClient(paid.data.id)).resolves.toMatchObject({ plan_id: 3 });
    });

    it("refuses a taken e-mail (409) and an unknown plan (400)", async () => {
      const form = payload();
      await backend().registerClient(form, visitor());
      await expect(
        backend().registerClient({ ...form, contact_email: form.contact_email.toUpperCase() }, visitor()),
      ).rejects.toMatchObject({
        code: "email_taken",
        message: EMAIL_TAKEN,
        details: { contact_email: EMAIL_TAKEN_FIELD },
      });
      await expect(backend().registerClient(payload({ plan_data: { id: 9_999 } }), visitor())).rejects.toMatchObject({
        code: "plan_unavailable",
        message: PLAN_UNAVAILABLE,
      });
    });

    it("limits registrations per visitor IP", async () => {
      const ip = `203.0.113.${(counter % 250) + 1}`;
      for (let i = 0; i < REGISTER_RATE_LIMIT.limit; i++)
        await backend().registerClient(payload(), { ip, countryCode: "US" });
      await expect(backend().registerClient(payload(), { ip, countryCode: "US" })).rejects.toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/^Too many attempts/),
      });
      await expect(backend().registerClient(payload(), visitor())).resolves.toMatchObject({ replayed: false });
    });

    it("answers a bot that filled the honeypot like a success, signs nobody in and keeps nothing", async () => {
      const decoy = await backend().registerClient(payload({ website: "http://spam.example" }), visitor());
      expect(decoy.signIn).toBeNull();
      await expect(backend().validateApiKey(decoy.data.api_key)).rejects.toMatchObject({ code: "unauthorized" });
    });

    it("validates an API key: the client without secrets and a sign-in; 401 for a wrong or missing key", async () => {
      const { data } = await backend().registerClient(payload(), visitor());
      const validated = await backend().validateApiKey(data.api_key);
      expect(validated.client).toEqual(await embedded().getClient(data.id));
      expect(JSON.stringify(validated.client)).not.toMatch(/hash|sealed|password|lf_live_/i);
      expect(validated.signIn.clientId).toBe(data.id);
      await expect(tokenOwner(validated.signIn.authToken)).resolves.toBe(data.id);
      for (const wrong of [`${data.api_key}x`, "lf_live_unknown", ""]) {
        await expect(backend().validateApiKey(wrong)).rejects.toMatchObject({
          code: "unauthorized",
          status: 401,
          message: INVALID_API_KEY,
        });
      }
    });
  });

  describe("the remote backend", () => {
    it("posts the JSON payload with the visitor's country and IP", async () => {
      const form = payload();
      const { data } = await remoteAdminApi({ baseUrl: provider.url }).registerClient(form, {
        ip: "192.0.2.77",
        countryCode: "IN",
      });
      const sent = provider.requests.at(-1)!;
      expect(sent).toMatchObject({ method: "POST", url: "/api/clients/register" });
      expect(sent.headers["content-type"]).toBe("application/json");
      expect(sent.headers["x-forwarded-for"]).toBe("192.0.2.77");
      expect(JSON.parse(sent.body)).toMatchObject({
        client_name: form.client_name,
        contact_email: form.contact_email,
        acceptTerms: true,
        country_code: "IN",
      });
      await expect(embedded().getClient(data.id)).resolves.toMatchObject({ country_code: "IN" });
    });

    it("sends the key in x-api-key only", async () => {
      const { data } = await remoteAdminApi({ baseUrl: provider.url }).registerClient(payload(), visitor());
      await remoteAdminApi({ baseUrl: provider.url }).validateApiKey(data.api_key);
      const sent = provider.requests.at(-1)!;
      expect(sent).toMatchObject({ method: "POST", url: "/api/clients/validate-api-key" });
      expect(sent.headers["x-api-key"]).toBe(data.api_key);
      expect(sent.body).not.toContain(data.api_key);
    });

    it("shows a refused registration's error and field details, as the route answers them", async () => {
      const details = { contact_email: "Please enter a valid email address" };
      const refusing = await startHttpServer((_request, response) =>
        sendJson(response, 400, { success: false, error: REGISTRATION_INVALID, details }),
      );
      try {
        const remote = remoteAdminApi({ baseUrl: refusing.url });
        const submitted = await answerRegistration(payload(), (form) => remote.registerClient(form, visitor()));
        // A provider that answers without a code: its status says which.
        expect(submitted).toEqual({
          status: 400,
          answer: { success: false, code: "bad_request", error: REGISTRATION_INVALID, details },
        });
      } finally {
        await refusing.close();
      }
    });
  });
});
