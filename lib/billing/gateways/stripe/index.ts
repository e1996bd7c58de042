import { SESSION_FAILED } from "../../payments/form-messages";
import type { GatewayFacts } from "../facts";

/** The card gateway: every country without a gateway of its own. */
export const stripe = {
  name: "stripe",
  title: "Stripe",
  label: "Stripe",
  summary: "Stripe (card)",
  paths: { create: "/api/payments/create-stripe-session", confirm: "/api/payments/confirm-stripe-payment" },
  referenceField: "payment_intent_id",
  createFailed: SESSION_FAILED,
  offNote: "card orders cannot be paid",
  // Stripe.js and the Payment Element, per Stripe's CSP list (the Address Element's Google Maps hosts left out: not used).
  csp: {
    "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
    "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    "connect-src": ["https://api.stripe.com"],
    "img-src": ["https://*.stripe.com"],
  },
  paymentOrigins: ["https://js.stripe.com"],
} as const satisfies GatewayFacts;
