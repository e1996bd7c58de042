// Which gateway takes a payment: live (keys set), the sandbox (test card, no money), or off (orders refused).
// Framework-free and read from the configuration only, so the decision is tested here with any settings.

export type GatewayMode = "live" | "sandbox" | "off";
export type PaymentModes = { stripe: GatewayMode; razorpay: GatewayMode };

/** The payments part of the configuration (lib/platform/env reads it; this module decides with it and imports nothing). */
export type PaymentSettings = {
  /** A preview deployment (VERCEL_ENV=preview or SITE_ENVIRONMENT=preview, lib/platform/build/deployment.ts). */
  preview: boolean;
  /** Outside production, or PAYMENTS_SANDBOX=true (npm start on this machine sets it, scripts/start.mjs). */
  sandboxAllowed: boolean;
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl?: string };
};

/**
 * The one decision (lib/billing/payments/gateways.ts builds a live gateway only where this says "live"): a preview takes no
 * real money whatever keys it is given, as its mail goes to files (Vercel shares environment variables with previews
 * by default); elsewhere a gateway with keys is live, and one without is the sandbox where allowed, else off.
 */
export function paymentModesFor(settings: PaymentSettings): PaymentModes {
  if (settings.preview) return { stripe: "sandbox", razorpay: "sandbox" };
  const fallback: GatewayMode = settings.sandboxAllowed ? "sandbox" : "off";
  return {
    stripe: settings.stripe.secretKey ? "live" : fallback,
    razorpay: settings.razorpay.keyId && settings.razorpay.keySecret ? "live" : fallback,
  };
}

const GATEWAY_LABEL = { stripe: "Stripe", razorpay: "Razorpay (India)" } as const;
const KEY_NAMES = { stripe: "STRIPE_SECRET_KEY", razorpay: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET" } as const;

/**
 * The one line a production server logs at start about payments (lib/platform/env): that orders are refused (a gateway
 * off), or that payments are test payments (the sandbox outside a preview, whose ribbon says so); nothing when every
 * gateway is live.
 */
export function paymentsStartLine(
  modes: PaymentModes,
  preview: boolean,
): { level: "warn" | "info"; message: string } | null {
  const names = ["stripe", "razorpay"] as const;
  const off = names.filter((name) => modes[name] === "off");
  if (off.length === 2)
    return {
      level: "warn",
      message:
        "Payments are off: no paid plan can be ordered (Stripe and Razorpay have no keys, and PAYMENTS_SANDBOX is not true). Set STRIPE_SECRET_KEY, RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_SANDBOX=true for test payments.",
    };
  if (off.length === 1) {
    const [name] = off;
    const orders = name === "razorpay" ? "its orders cannot be paid" : "card orders cannot be paid";
    return {
      level: "warn",
      message: `Payments are off for ${GATEWAY_LABEL[name]}: ${orders} (no keys, and PAYMENTS_SANDBOX is not true). Set ${KEY_NAMES[name]}, or PAYMENTS_SANDBOX=true for test payments.`,
    };
  }
  const sandbox = names.filter((name) => modes[name] === "sandbox");
  if (sandbox.length === 0 || preview) return null;
  const which = sandbox.map((name) => GATEWAY_LABEL[name].replace(" (India)", "")).join(" and ");
  return {
    level: "info",
    message: `Payments are test payments: the sandbox gateway stands in for ${which} (no money is taken).`,
  };
}
