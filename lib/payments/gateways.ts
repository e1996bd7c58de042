import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http";
import { razorpayGateway } from "./razorpay";
import { sandboxGateway } from "./sandbox";
import { stripeGateway } from "./stripe";
import type { Gateway, GatewayResolver } from "./types";

export type PaymentModes = { stripe: "live" | "sandbox" | "off"; razorpay: "live" | "sandbox" | "off" };

/** Which gateways have keys, which fall back to the sandbox (outside production, or PAYMENTS_SANDBOX=true). */
export function paymentModes(): PaymentModes {
  const fallback = env.paymentsSandboxAllowed ? "sandbox" : "off";
  return {
    stripe: env.stripe.secretKey ? "live" : fallback,
    razorpay: env.razorpay.keyId && env.razorpay.keySecret ? "live" : fallback,
  };
}

/** The configured gateway for a name; the sandbox when its keys are missing and the sandbox is allowed. */
export const resolveGateway: GatewayResolver = (name) => {
  if (name === "sandbox") {
    if (!env.paymentsSandboxAllowed) throw new ApiError("unavailable", "Payments are not configured.");
    return sandboxGateway(getDb);
  }
  const mode = paymentModes()[name];
  if (mode === "sandbox") return sandboxGateway(getDb);
  if (mode === "off")
    throw new ApiError(
      "unavailable",
      name === "razorpay" ? "Failed to create payment order" : "Failed to create payment session",
    );
  return name === "stripe"
    ? stripeGateway({
        secretKey: env.stripe.secretKey!,
        webhookSecret: env.stripe.webhookSecret,
        apiUrl: env.stripe.apiUrl,
      })
    : razorpayGateway({
        keyId: env.razorpay.keyId!,
        keySecret: env.razorpay.keySecret!,
        webhookSecret: env.razorpay.webhookSecret,
        apiUrl: env.razorpay.apiUrl,
      });
};

/** The webhook's gateway: only a live one has webhooks. */
export function webhookGateway(name: "stripe" | "razorpay"): Gateway | null {
  return paymentModes()[name] === "live" ? resolveGateway(name) : null;
}
