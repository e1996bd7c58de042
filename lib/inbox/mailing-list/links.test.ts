import { signedIdKey } from "@/lib/platform/security/signed-id";
import { CONFIRM_LINK_TTL_MS, signLinkToken, verifyConfirmToken, verifyLinkToken } from "./links";

const key = signedIdKey("a-test-secret-that-is-long-enough-000000", "mailing-list-links");
const now = new Date("2026-11-21T10:00:00Z");

describe("signed list links", () => {
  it("verifies a token for its member and action", () => {
    const token = signLinkToken(key, {
      memberId: 42,
      action: "confirm",
      expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
    });
    expect(verifyLinkToken(key, token, "confirm", now)).toBe(42);
  });

  it("refuses the token for another action", () => {
    const token = signLinkToken(key, { memberId: 42, action: "unsubscribe" });
    expect(verifyLinkToken(key, token, "confirm", now)).toBeNull();
    expect(verifyLinkToken(key, token, "unsubscribe", now)).toBe(42);
  });

  it("refuses an expired confirm link but keeps unsubscribe links valid forever", () => {
    const token = signLinkToken(key, { memberId: 7, action: "confirm", expiresAt: new Date(now.getTime() - 1000) });
    expect(verifyLinkToken(key, token, "confirm", now)).toBeNull();
    const unsubscribe = signLinkToken(key, { memberId: 7, action: "unsubscribe" });
    expect(verifyLinkToken(key, unsubscribe, "unsubscribe", new Date("2040-01-01"))).toBe(7);
  });

  it("refuses a token whose member id was changed, or signed with another key", () => {
    const token = signLinkToken(key, { memberId: 42, action: "unsubscribe" });
    expect(verifyLinkToken(key, token.replace(/^42\./, "43."), "unsubscribe", now)).toBeNull();
    expect(
      verifyLinkToken(
        signedIdKey("another-secret-that-is-long-enough-0000", "mailing-list-links"),
        token,
        "unsubscribe",
        now,
      ),
    ).toBeNull();
  });

  it.each(["", "garbage", "1.confirm.0.short", "1.delete.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"])(
    "refuses a malformed token %j",
    (token) => {
      expect(verifyLinkToken(key, token, "confirm", now)).toBeNull();
    },
  );
});

describe("confirm links", () => {
  const requestedAt = new Date("2026-11-21T09:58:00.123Z");
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_TTL_MS);

  it("name the sign-up they answer", () => {
    const token = signLinkToken(key, { memberId: 42, action: "confirm", expiresAt, requestedAt });
    expect(verifyConfirmToken(key, token, now)).toEqual({ memberId: 42, requestedAt });
    expect(verifyLinkToken(key, token, "confirm", now)).toBe(42);
  });

  it("refuse a changed sign-up time, and a link that names none (made before links named it)", () => {
    const token = signLinkToken(key, { memberId: 42, action: "confirm", expiresAt, requestedAt });
    expect(
      verifyConfirmToken(key, token.replace(`.${requestedAt.getTime()}.`, `.${requestedAt.getTime() + 1}.`), now),
    ).toBeNull();
    expect(verifyConfirmToken(key, signLinkToken(key, { memberId: 42, action: "confirm", expiresAt }), now)).toBeNull();
  });
});
