import type { PaymentModes } from "./checkout-api";
import type { CheckoutWords } from "./checkout-words";
import { HelpLinks } from "./help-links";

/** Which gateway takes the payment, and how (or that online payment is off). */
export function GatewayInfo({
  gateway,
  mode,
  words,
}: {
  gateway: "stripe" | "razorpay";
  mode: PaymentModes["stripe"];
  words: CheckoutWords["gateway"];
}) {
  const text =
    mode === "off"
      ? words.unavailable
      : mode === "sandbox"
        ? gateway === "razorpay"
          ? `${words.testMode} ${words.testModeIndia}`
          : words.testMode
        : words[gateway];
  return (
    <div
      role="note"
      aria-label="Payment gateway"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p className="font-semibold">{gateway === "razorpay" ? "Razorpay" : "Stripe"}</p>
      <p className="mt-1">{text}</p>
      {mode === "off" ? <HelpLinks /> : null}
    </div>
  );
}
