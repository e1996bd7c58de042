// Which gateway takes a payment: live (keys set), the sandbox (test card, no money), or off (orders refused).
// Framework-free and read from the configuration only, so the decision is tested here with any settings.

export type GatewayMode = "live" | "sandbox" | "off";
export type PaymentModes = { stripe: GatewayMode; razorpay: GatewayMode };

// The payments part of the configuration is typed where the configuration is read: lib/env imports no feature.
import type { PaymentSettings } from "@/lib/env";

export type { PaymentSettings };

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
