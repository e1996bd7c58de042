import { gatewayFacts, type GatewayName } from "@/lib/billing/gateways";
import type { PaymentMode } from "./checkout-api";
import type { CheckoutWords } from "./checkout-words";
import { HelpLinks } from "./help-links";

/** Which gateway takes the payment, and how (or that online payment is off). */
export function GatewayInfo({
  gateway,
  mode,
  words,
  signupWords,
}: {
  gateway: GatewayName;
  mode: PaymentMode;
  words: CheckoutWords["gateway"];
  signupWords: CheckoutWords["signup"];
}) {
  // The server sent the texts of the configured modes (./checkout-words.ts), so each is there for its mode.
  const text =
    mode === "off"
      ? words.unavailable
      : mode === "sandbox"
        ? [words.testMode, sellsInIndia(gateway) ? words.testModeIndia : undefined].filter(Boolean).join(" ")
        : words[gateway as keyof typeof words];
  return (
    <div
      role="note"
      aria-label={signupWords.gatewayBox}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p className="font-semibold">{gatewayFacts(gateway).title}</p>
      <p className="mt-1">{text}</p>
      {mode === "off" ? <HelpLinks words={signupWords} /> : null}
    </div>
  );
}

/** India's gateway: its test mode has a note of its own (content/signup.yaml). */
export function sellsInIndia(gateway: GatewayName): boolean {
  return gatewayFacts(gateway).countries?.includes("IN") ?? false;
}
