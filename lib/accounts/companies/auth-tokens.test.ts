import type { DatabaseHandle } from "@/lib/platform/db/client";
import { eq } from "drizzle-orm";
import { authTokens } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { authenticateToken, AUTH_TOKEN_TTL_MS, createAuthToken } from "./auth-tokens";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";
import { sha256Hex } from "./secrets";

describe.each(testDrivers())("auth tokens on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  const register = (email: string, now?: Date) =>
    registerClient(
      handle.db,
      registrationPayloadSchema.parse({
        client_name: "Acme",
        contact_name: "Asha",
        contact_email: email,
        contact_phone: "+14155550100",
        acceptTerms: true,
      }),
      { ip: "192.0.2.9", countryCode: "US", platform: {}, now },
    );
  const tokenRow = async (token: string) =>
    (
      await handle.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sha256Hex(token)))
    )[0];

  it("authenticates a live token by its hash and refuses others", async () => {
    const { data } = await register("tokens@acme.example");
    const now = new Date("2026-11-21T10:00:00Z");
    const token = await createAuthToken(handle.db, data.id, now);

    const row = await tokenRow(token);
    expect(row.clientId).toBe(data.id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await authenticateToken(handle.db, token, now)).toBe(data.id);
    expect(await authenticateToken(handle.db, token + "x", now)).toBeNull();
    expect(await authenticateToken(handle.db, token, new Date(now.getTime() + AUTH_TOKEN_TTL_MS))).toBeNull();
  });

  it("registration makes the new client's token with it: stored hashed, for the same lifetime", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    const { data, authToken } = await register("tokens-with-registration@acme.example", now);
    expect(authToken).toEqual(expect.any(String));

    const row = await tokenRow(authToken!);
    expect(row).toMatchObject({
      clientId: data.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_TOKEN_TTL_MS),
    });
    expect(JSON.stringify(row)).not.toContain(authToken!);
    expect(await authenticateToken(handle.db, authToken!, now)).toBe(data.id);
    expect(await authenticateToken(handle.db, authToken!, new Date(now.getTime() + AUTH_TOKEN_TTL_MS))).toBeNull();
  });
});
