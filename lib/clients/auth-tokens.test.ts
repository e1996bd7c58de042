import type { DatabaseHandle } from "@/lib/db/client";
import { authTokens } from "@/lib/db/schema";
import { testDrivers } from "@/lib/db/testing";
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

  it("authenticates a live token by its hash and refuses others", async () => {
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme",
      contact_name: "Asha",
      contact_email: "tokens@acme.example",
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    const { data } = await registerClient(handle.db, payload, { ip: "192.0.2.9", countryCode: "US", platform: {} });
    const now = new Date("2026-11-21T10:00:00Z");
    const token = await createAuthToken(handle.db, data.id, now);

    const [row] = await handle.db.select().from(authTokens);
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await authenticateToken(handle.db, token, now)).toBe(data.id);
    expect(await authenticateToken(handle.db, token + "x", now)).toBeNull();
    expect(await authenticateToken(handle.db, token, new Date(now.getTime() + AUTH_TOKEN_TTL_MS))).toBeNull();
  });
});
