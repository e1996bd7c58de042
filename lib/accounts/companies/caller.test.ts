import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { createAuthToken } from "./auth-tokens";
import { assertOwnClient, resolveCaller } from "./caller";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";

describe.each(testDrivers())("the admin routes' caller on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let alice: { id: number; apiKey: string };
  let bob: { id: number; apiKey: string };
  beforeAll(async () => {
    handle = await open();
    const register = async (name: string, ip: string) => {
      const payload = registrationPayloadSchema.parse({
        client_name: name,
        contact_name: "Asha",
        contact_email: `${name}@caller.example`,
        contact_phone: "+14155550100",
        acceptTerms: true,
      });
      const { data } = await registerClient(handle.db, payload, { ip, countryCode: "US", platform: {} });
      return { id: data.id, apiKey: data.api_key };
    };
    alice = await register("alice", "192.0.2.31");
    bob = await register("bob", "192.0.2.32");
  }, 60_000);
  afterAll(() => handle.close());

  const headers = (apiKey?: string) => new Headers(apiKey === undefined ? {} : { "x-api-key": apiKey });

  it("refuses a call without credentials with 401", async () => {
    await expect(resolveCaller(handle.db, headers(), {})).rejects.toMatchObject({ code: "unauthorized", status: 401 });
  });

  it("refuses a wrong API key with 401, even with a valid session", async () => {
    const token = await createAuthToken(handle.db, alice.id);
    await expect(
      resolveCaller(handle.db, headers("lf_live_nope"), { clientId: alice.id, authToken: token }),
    ).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("knows the client of a valid API key", async () => {
    await expect(resolveCaller(handle.db, headers(bob.apiKey), {})).resolves.toEqual({
      clientId: bob.id,
      authToken: undefined,
    });
  });

  it("knows the client of a Bearer token, an API key or a live auth token, and refuses a wrong one even with a valid session", async () => {
    const token = await createAuthToken(handle.db, alice.id);
    const bearer = (value: string) => new Headers({ authorization: value });
    await expect(resolveCaller(handle.db, bearer(`Bearer ${bob.apiKey}`), {})).resolves.toEqual({
      clientId: bob.id,
      authToken: bob.apiKey,
    });
    await expect(resolveCaller(handle.db, bearer(`bearer ${token}`), {})).resolves.toEqual({
      clientId: alice.id,
      authToken: token,
    });
    await expect(
      resolveCaller(handle.db, bearer("Bearer lf_live_nope"), { clientId: alice.id, authToken: token }),
    ).rejects.toMatchObject({ code: "unauthorized", status: 401 });
    await expect(resolveCaller(handle.db, bearer("Bearer forged"), {})).rejects.toMatchObject({ code: "unauthorized" });
    // Another scheme is no Bearer token: without a session it is no credential at all.
    await expect(resolveCaller(handle.db, bearer(`Basic ${bob.apiKey}`), {})).rejects.toMatchObject({
      code: "unauthorized",
    });
  });

  it("does not take an expired auth token as a Bearer token", async () => {
    const issued = new Date("2026-01-01T00:00:00Z");
    const token = await createAuthToken(handle.db, alice.id, issued);
    const later = new Date(issued.getTime() + 15 * 24 * 60 * 60 * 1000);
    await expect(
      resolveCaller(handle.db, new Headers({ authorization: `Bearer ${token}` }), {}, later),
    ).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("knows the client of a session whose token is verified, and refuses a token of another client or a forged one", async () => {
    const token = await createAuthToken(handle.db, alice.id);
    await expect(resolveCaller(handle.db, headers(), { clientId: alice.id, authToken: token })).resolves.toEqual({
      clientId: alice.id,
      authToken: token,
    });
    await expect(resolveCaller(handle.db, headers(), { clientId: bob.id, authToken: token })).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(
      resolveCaller(handle.db, headers(), { clientId: alice.id, authToken: "forged" }),
    ).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("lets a caller touch only its own client: another id, existing or not, answers 403", () => {
    expect(() => assertOwnClient({ clientId: alice.id }, alice.id)).not.toThrow();
    expect(() => assertOwnClient({ clientId: alice.id }, bob.id)).toThrow(
      expect.objectContaining({ code: "forbidden", status: 403 }),
    );
    expect(() => assertOwnClient({ clientId: alice.id }, 999_999)).toThrow(
      expect.objectContaining({ code: "forbidden", message: "You may only access your own account." }),
    );
  });
});
