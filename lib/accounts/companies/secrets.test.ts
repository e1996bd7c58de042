import {
  generateApiKey,
  generateClientIdentifier,
  generateTemporaryPassword,
  hashGeneratedPassword,
  hashPassword,
  idempotencyLookup,
  LOCKED_PASSWORD_HASH,
  seal,
  sha256Hex,
  unseal,
  verifyPassword,
} from "./secrets";

describe("secrets", () => {
  it("makes API keys of lf_live_ + 32 random bytes", () => {
    const key = generateApiKey();
    expect(key).toMatch(/^lf_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(8), "base64url")).toHaveLength(32);
    expect(generateApiKey()).not.toBe(key);
  });

  it("makes LF- identifiers and 16-character temporary passwords without look-alikes", () => {
    for (let i = 0; i < 50; i++) {
      expect(generateClientIdentifier()).toMatch(/^LF-[A-HJ-NP-Z2-9]{6}$/);
      expect(generateTemporaryPassword()).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
    }
  });

  it("hashes passwords with scrypt and a fresh salt", async () => {
    const first = await hashPassword("Temp-Password-1");
    const second = await hashPassword("Temp-Password-1");
    expect(first).not.toBe(second);
    expect(await verifyPassword("Temp-Password-1", first)).toBe(true);
    expect(await verifyPassword("Temp-Password-2", first)).toBe(false);
    expect(await verifyPassword("Temp-Password-1", "sha256$abc")).toBe(false);
  });

  it("hashes generated passwords with a salted SHA-256 that only the same password matches", async () => {
    const password = generateTemporaryPassword();
    const first = hashGeneratedPassword(password);
    expect(first).toMatch(/^sha256\$[\w-]{22}\$[\w-]{43}$/);
    expect(hashGeneratedPassword(password)).not.toBe(first);
    expect(first).not.toContain(password);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await verifyPassword(password.slice(1), first)).toBe(false);
    expect(await verifyPassword("", LOCKED_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword("locked", LOCKED_PASSWORD_HASH)).toBe(false);
  });

  it("seals a value that only the same secret opens", () => {
    const sealed = seal("lf_live_secret", "idempotency-key-1");
    expect(sealed).not.toContain("lf_live_secret");
    expect(unseal(sealed, "idempotency-key-1")).toBe("lf_live_secret");
    expect(unseal(sealed, "idempotency-key-2")).toBeNull();
    const [iv, tag, data] = sealed.split(".");
    expect(
      unseal([iv, tag, data.slice(0, -2) + (data.endsWith("AA") ? "BB" : "AA")].join("."), "idempotency-key-1"),
    ).toBeNull();
  });

  it("derives the idempotency lookup apart from the plain hash", () => {
    expect(idempotencyLookup("k")).toMatch(/^[0-9a-f]{64}$/);
    expect(idempotencyLookup("k")).not.toBe(sha256Hex("k"));
  });
});
