// The two remote checkout scripts. Neither can load in this build: @stripe/stripe-js is not installed, and
// Razorpay Checkout is a remote script (https://checkout.razorpay.com/v1/checkout.js). These are the seams
// where they plug in; until then, without gateway keys, the sandbox gateway takes the payment.

export const STRIPE_ELEMENT_UNAVAILABLE =
  "Card payments are not available yet: Stripe's Payment Element is not installed on this site. Please contact support.";
export const RAZORPAY_UNAVAILABLE = "Razorpay Checkout could not be loaded. Please try again or contact support if the issue persists.";

/**
 * Seam: confirm the PaymentIntent with Stripe's Payment Element (`stripe.confirmPayment({ elements, redirect:
 * "if_required" })` from @stripe/stripe-js/pure). Resolves once Stripe has the card; the server then checks the
 * intent's status. Not installed: rejects with a clear message instead of pretending.
 */
export async function confirmWithStripeElements(clientSecret: string): Promise<void> {
  void clientSecret;
  throw new Error(STRIPE_ELEMENT_UNAVAILABLE);
}

type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: "INR";
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  config: { display: { language: "en" } };
  notes: { locale: "en_IN" };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => { open: () => void };

export const RAZORPAY_THEME = "#2563eb"; // blue (SPEC.md section 9)

/** Opens Razorpay Checkout (locale en_IN, INR, blue theme). Resolves with its signed answer; null when dismissed. */
export function openRazorpayCheckout(
  options: Omit<RazorpayOptions, "handler" | "modal" | "currency" | "theme" | "config" | "notes">,
): Promise<RazorpayResponse | null> {
  const Razorpay = (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) return Promise.reject(new Error(RAZORPAY_UNAVAILABLE));
  return new Promise((resolve) => {
    new Razorpay({
      ...options,
      currency: "INR",
      config: { display: { language: "en" } },
      notes: { locale: "en_IN" },
      theme: { color: RAZORPAY_THEME },
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
