import dynamic from "next/dynamic";
import type { CheckoutWidget } from "../widget";

// Stripe.js and the Payment Element load only at the payment step, and only for a real PaymentIntent.
const PaymentElement = dynamic(() => import("./payment-element"), { ssr: false });

/** The card gateway's widget: the Payment Element on the page, confirmed with the intent's client secret. */
export const stripeWidget: CheckoutWidget = {
  read: (data) =>
    typeof data.client_secret === "string" && data.client_secret ? { clientSecret: data.client_secret } : null,
  Element: PaymentElement,
};
