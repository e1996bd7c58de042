import type { PaymentModes } from "./checkout-api";
import type { CheckoutWords } from "./checkout-words";
import { HelpLinks } from "./help-links";

/** Which gateway takes the payment, and how (or that online payment is off). */
export function GatewayInfo({
  gateway,
  mode,
  words,
  helpWords,
}: {
  gateway: "stripe" | "razorpay";
  mode: PaymentModes["stripe"];
  words: CheckoutWords["gateway"];
  helpWords: CheckoutWords["signup"];
}) {
  // The server sent the texts of the configured modes (./checkout-words.ts), so each is there for its mode.
  const text =
    mode === "off"
      ? words.unavailable
      : mode === "sandbox"
        ? [words.testMode, gateway === "razorpay" ? words.testModeIndia : undefined].filter(Boolean).join(" ")
        : words[gateway];
  return (
    <div
      role="note"
      aria-label="Payment gateway"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p className="font-semibold">{gateway === "razorpay" ? "Razorpay" : "Stripe"}</p>
      <p className="mt-1">{text}</p>
      {mode === "off" ? <HelpLinks words={helpWords} /> : null}
    </div>
  );
}
