import "server-only";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http";
import { paymentModesFor, type PaymentModes, type PaymentSettings } from "../../platform/env/payment-modes";
import { razorpayGateway } from "./razorpay";
import { sandboxGateway, type SandboxRecords } from "./sandbox";
import { stripeGateway } from "./stripe";
import type { Gateway, GatewayResolver } from "./types";

export type { PaymentModes } from "../../platform/env/payment-modes";

/**
 * The only place a live gateway is built (a test holds every route to it): Stripe or Razorpay where
 * paymentModesFor says "live", the sandbox where it says "sandbox" (a preview, whatever keys it has), a readable
 * refusal where it says "off".
 */
export function gatewayResolverFor(settings: PaymentSettings, records?: SandboxRecords): GatewayResolver {
  const modes = paymentModesFor(settings);
  return (name) => {
    if (name === "sandbox") {
      if (!settings.sandboxAllowed && !settings.preview)
        throw new ApiError("unavailable", "Payments are not configured.");
      return sandboxGateway(records);
    }
    const mode = modes[name];
    if (mode === "sandbox") return sandboxGateway(records);
    if (mode === "off")
      throw new ApiError(
        "unavailable",
        name === "razorpay" ? "Failed to create payment order" : "Failed to create payment session",
      );
    return name === "stripe"
      ? stripeGateway({
          secretKey: settings.stripe.secretKey!,
          webhookSecret: settings.stripe.webhookSecret,
          apiUrl: settings.stripe.apiUrl,
        })
      : razorpayGateway({
          keyId: settings.razorpay.keyId!,
          keySecret: settings.razorpay.keySecret!,
          webhookSecret: settings.razorpay.webhookSecret,
          apiUrl: settings.razorpay.apiUrl,
        });
  };
}

/** Which gateways this deployment sells with (lib/platform/env/payment-modes.ts). */
export function paymentModes(): PaymentModes {
  return paymentModesFor(env.payments);
}

/** This deployment's gateway for a name: what every route, job and reconciliation resolves through. */
export const resolveGateway: GatewayResolver = (name) => gatewayResolverFor(env.payments, getDb)(name);

/** The webhook's gateway: only a live one has webhooks. */
export function webhookGateway(name: "stripe" | "razorpay"): Gateway | null {
  return paymentModes()[name] === "live" ? resolveGateway(name) : null;
}
