import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("trusts one proxy in front unless told otherwise", () => {
    expect(loadEnv({}).trustedProxyHops).toBe(1);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
  });

  it("stops with a readable message on a bad value", () => {
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: "0" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: "many" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => loadEnv({ SESSION_SECRET: "short" })).toThrow("SESSION_SECRET must be at least 32 characters");
  });
});
