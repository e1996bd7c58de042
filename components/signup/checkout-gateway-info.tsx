import type { PaymentModes } from "./checkout-api";
import { HelpLinks } from "./help-links";

/** Which gateway takes the payment, and how (or that online payment is off). */
export function GatewayInfo({ gateway, mode }: { gateway: "stripe" | "razorpay"; mode: PaymentModes["stripe"] }) {
  const text =
    mode === "off"
      ? "Online payment is not available right now. Please contact support to complete your purchase."
      : mode === "sandbox"
        ? `No money is taken: a test gateway stands in, and the card form below takes test cards only.${gateway === "razorpay" ? " Priced in Indian rupees (INR), as Razorpay charges." : ""}`
        : gateway === "razorpay"
          ? "You pay in Indian rupees (INR) through Razorpay: cards, UPI, net banking and wallets."
          : "You pay by card through Stripe. Your card details go straight to the payment provider; we never see or store them.";
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
