// Which gateway takes a payment: live (keys set), the sandbox (test card, no money), or off (orders refused).
// Framework-free and read from the configuration only, so the decision is tested here with any settings.

export type GatewayMode = "live" | "sandbox" | "off";
export type PaymentModes = { stripe: GatewayMode; razorpay: GatewayMode };

/** The payments part of the configuration (lib/env.ts). */
export type PaymentSettings = {
  /** A preview deployment (VERCEL_ENV=preview or SITE_ENVIRONMENT=preview, lib/deployment.ts). */
  preview: boolean;
  /** Outside production, or PAYMENTS_SANDBOX=true (npm start on this machine sets it, scripts/start.mjs). */
  sandboxAllowed: boolean;
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl?: string };
};

/**
 * The one decision (lib/payments/gateways.ts builds a live gateway only where this says "live"): a preview takes no
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
