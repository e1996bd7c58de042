import { localStartEnv } from "./local-start-env.mjs";

// What `npm start` (scripts/start.mjs) gives next build and next start, and what it says, from the shell's settings.
describe("localStartEnv", () => {
  it("on this machine without SITE_URL: the listening address and the sandbox gateway, each said in a line", () => {
    const { env, lines } = localStartEnv(["-p", "4000"], { PATH: "/bin" });
    expect(env).toEqual({ PATH: "/bin", SITE_URL: "http://localhost:4000", PAYMENTS_SANDBOX: "true" });
    expect(lines).toEqual([
      "SITE_URL is not set: using http://localhost:4000. Set SITE_URL to the site's public address to deploy this build.",
      "Payments: test payments through the sandbox gateway (card 4242 4242 4242 4242; no money is taken), as SITE_URL is not set. A deployment sets SITE_URL and the gateway keys (README, Configuration).",
    ]);
  });

  it("keeps an explicit PAYMENTS_SANDBOX, and leaves gateway keys to pick the live gateway", () => {
    expect(localStartEnv([], { PAYMENTS_SANDBOX: "false" }).env.PAYMENTS_SANDBOX).toBe("false");
    const withKeys = localStartEnv([], { STRIPE_SECRET_KEY: "sk_test_x" });
    expect(withKeys.env).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_x", PAYMENTS_SANDBOX: "true" });
    expect(withKeys.lines[1]).toBe(
      "Payments: the sandbox gateway stands in for a gateway without keys (PAYMENTS_SANDBOX=true), as SITE_URL is not set.",
    );
  });

  it("with SITE_URL (a deployment): changes nothing and says nothing, so payments stay off without keys", () => {
    const shell = { SITE_URL: "https://www.leadflow.example" };
    expect(localStartEnv([], shell)).toEqual({ env: shell, lines: [] });
  });
});
