import { PROCESSING_FAILED } from "@/lib/billing/payments/form-messages";
import { loadScript } from "@/components/signup/load-script";

// Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), loaded only when a real order needs it.
// docs/product.md section 9: locale en_IN, INR, blue theme. Checkout has no locale option of that name; its display
// language is config.display.language ("en" = English), and INR is fixed by the order, which together give en_IN.

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
export const RAZORPAY_THEME = "#2547ea"; // brand blue (--color-brand-600)
export const RAZORPAY_UNAVAILABLE =
  "Razorpay Checkout could not be loaded. Please try again or contact support if the issue persists.";

export type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type RazorpayOrder = {
  keyId: string;
  amount: number;
  orderId: string;
  description: string;
  customer: { name: string; email: string; contact: string };
};
export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: "INR";
  order_id: string;
  name: "LeadFlow";
  description: string;
  prefill: { name: string; email: string; contact: string };
  config: { display: { language: "en" } };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
};
type FailedPayment = { error?: { description?: string } };
type RazorpayInstance = {
  open: () => void;
  on: (event: "payment.failed", listener: (response: FailedPayment) => void) => void;
};
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Checkout's options for a server-created order. */
export function razorpayOptions(
  order: RazorpayOrder,
  handler: (response: RazorpayResponse) => void,
  ondismiss: () => void,
): RazorpayOptions {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: "INR",
    order_id: order.orderId,
    name: "LeadFlow",
    description: order.description,
    prefill: { ...order.customer },
    config: { display: { language: "en" } },
    theme: { color: RAZORPAY_THEME },
    handler,
    modal: { ondismiss },
  };
}

type Deps = { load?: (src: string) => Promise<void>; getRazorpay?: () => RazorpayConstructor | undefined };
const globalRazorpay = () => (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;

/** Opens Checkout. Resolves with its signed answer, null when dismissed; rejects when it cannot load or the payment fails. */
export async function openRazorpayCheckout(
  order: RazorpayOrder,
  { load = loadScript, getRazorpay = globalRazorpay }: Deps = {},
) {
  try {
    await load(RAZORPAY_SCRIPT);
  } catch {
    throw new Error(RAZORPAY_UNAVAILABLE);
  }
  const Razorpay = getRazorpay();
  if (!Razorpay) throw new Error(RAZORPAY_UNAVAILABLE);
  return new Promise<RazorpayResponse | null>((resolve, reject) => {
    const checkout = new Razorpay(razorpayOptions(order, resolve, () => resolve(null)));
    checkout.on("payment.failed", (response) => reject(new Error(response.error?.description || PROCESSING_FAILED)));
    checkout.open();
  });
}
