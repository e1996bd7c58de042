import { loadEnv } from "@/lib/env";
import { paymentModesFor } from "./modes";

// The gateway a deployment sells with, from the same configuration the server reads (lib/env.ts).
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
const modesOf = (source: Record<string, string | undefined>) => paymentModesFor(loadEnv(source).payments);

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
