import { execFileSync } from "node:child_process";
import { loadEnv } from "@/lib/platform/env";
import { paymentModesFor } from "./modes";
import { gatewayConfigs } from "./server";

// The gateway a deployment sells with, from the same configuration the server reads (lib/platform/env).
const KEYS = {
  STRIPE_SECRET_KEY: "sk_live_dummy",
  RAZORPAY_KEY_ID: "rzp_live_dummy",
  RAZORPAY_KEY_SECRET: "rzp_live_dummy_secret",
};
const PRODUCTION = { NODE_ENV: "production", SITE_URL: "https://www.leadflow.example" } as const;
const PREVIEW = {
  ...PRODUCTION,
  SITE_URL: "https://preview-42.leadflow.example",
  PRODUCTION_SITE_URL: "https://www.leadflow.example",
};
const modesOf = (source: Record<string, string | undefined>) =>
  paymentModesFor(loadEnv(source).payments, gatewayConfigs(source));

describe("the gateway a deployment sells with", () => {
  it("in production without keys or PAYMENTS_SANDBOX: none, never the sandbox card", () => {
    expect(modesOf(PRODUCTION)).toEqual({ stripe: "off", razorpay: "off" });
    expect(modesOf({ ...PRODUCTION, PAYMENTS_SANDBOX: "false" })).toEqual({ stripe: "off", razorpay: "off" });
    // Half a Razorpay key pair is no key.
    expect(modesOf({ ...PRODUCTION, RAZORPAY_KEY_ID: "rzp_live_dummy" })).toEqual({ stripe: "off", razorpay: "off" });
  });

  it("in production with keys: the live gateway, each by its own keys", () => {
    expect(modesOf({ ...PRODUCTION, ...KEYS })).toEqual({ stripe: "live", razorpay: "live" });
    expect(modesOf({ ...PRODUCTION, STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toEqual({
      stripe: "live",
      razorpay: "off",
    });
    // PAYMENTS_SANDBOX only stands in for missing keys: it never replaces a live gateway.
    expect(modesOf({ ...PRODUCTION, ...KEYS, PAYMENTS_SANDBOX: "true" })).toEqual({ stripe: "live", razorpay: "live" });
    expect(modesOf({ ...PRODUCTION, PAYMENTS_SANDBOX: "true" })).toEqual({ stripe: "sandbox", razorpay: "sandbox" });
  });

  it("in a preview: the sandbox for every gateway, whatever keys are set", () => {
    expect(modesOf({ ...PREVIEW, ...KEYS, SITE_ENVIRONMENT: "preview" })).toEqual({
      stripe: "sandbox",
      razorpay: "sandbox",
    });
    expect(modesOf({ ...PREVIEW, ...KEYS, VERCEL_ENV: "preview" })).toEqual({ stripe: "sandbox", razorpay: "sandbox" });
    expect(modesOf({ ...PREVIEW, SITE_ENVIRONMENT: "preview" })).toEqual({ stripe: "sandbox", razorpay: "sandbox" });
  });

  it("outside production: the sandbox where keys are missing", () => {
    expect(modesOf({ NODE_ENV: "development" })).toEqual({ stripe: "sandbox", razorpay: "sandbox" });
    expect(modesOf({ NODE_ENV: "development", STRIPE_SECRET_KEY: "sk_test_dummy" })).toEqual({
      stripe: "live",
      razorpay: "sandbox",
    });
  });
});

/** What a production server logs about payments as it starts (instrumentation.ts, once per process). */
function startLog(env: { NODE_ENV: "production" } & Record<string, string>): { level: string; msg: string }[] {
  const script = 'import { announcePaymentModes } from "./lib/billing/payments/gateways"; announcePaymentModes();';
  const output = execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "-e", script], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: "info",
      DATABASE_URL: "postgres://db.example/leadflow",
      ...env,
    },
    encoding: "utf8",
  });
  return output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: string; msg: string })
    .filter((entry) => /payment/i.test(entry.msg));
}

describe("what a production start says about payments", () => {
  it("without keys or PAYMENTS_SANDBOX: one line at start that no orders are taken, and how to change that", () => {
    expect(startLog(PRODUCTION)).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "Payments are off: no paid plan can be ordered (Stripe and Razorpay have no keys, and PAYMENTS_SANDBOX is not true). Set STRIPE_SECRET_KEY, RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SANDBOX=true for test payments.",
      }),
    ]);
    expect(startLog({ ...PRODUCTION, STRIPE_SECRET_KEY: "sk_live_dummy" })).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "Payments are off for Razorpay (India): its orders cannot be paid (no keys, and PAYMENTS_SANDBOX is not true). Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SANDBOX=true for test payments.",
      }),
    ]);
  }, 30_000);

  it("with the sandbox on: one line that payments are test payments; with every key: nothing; at build: nothing", () => {
    expect(startLog({ ...PRODUCTION, PAYMENTS_SANDBOX: "true" })).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "Payments are test payments: the sandbox gateway stands in for Stripe and Razorpay (no money is taken).",
      }),
    ]);
    expect(startLog({ ...PRODUCTION, ...KEYS })).toEqual([]);
    expect(startLog({ ...PRODUCTION, NEXT_PHASE: "phase-production-build" })).toEqual([]);
  }, 30_000);
});
