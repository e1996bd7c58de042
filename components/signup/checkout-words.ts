import type { SiteCopy } from "@/lib/content/site-copy-schema";
import type { PaymentModes } from "./checkout-api";

type SignupWords = SiteCopy["signup"];

/**
 * The payment step's words (content/signup.yaml), read by the server page and passed down as props: the browser runs
 * no content reader. Buttons, field labels, errors and the busy state stay in code (docs/editing.md). Of the gateway
 * box's texts, only those the configured modes can show.
 */
export type CheckoutWords = { checkout: SignupWords["checkout"]; gateway: Partial<SignupWords["gateway"]> };

/**
 * The words for these payment modes: the props travel in the page's inline payload, which e2e/html-budget.spec.ts
 * holds to a budget, so a text no gateway can show is left out.
 */
export function checkoutWordsFor(
  { checkout, gateway }: Pick<SignupWords, "checkout" | "gateway">,
  modes: PaymentModes,
) {
  const shown = {
    stripe: modes.stripe === "live",
    razorpay: modes.razorpay === "live",
    testMode: modes.stripe === "sandbox" || modes.razorpay === "sandbox",
    testModeIndia: modes.razorpay === "sandbox",
    unavailable: modes.stripe === "off" || modes.razorpay === "off",
  } satisfies Record<keyof SignupWords["gateway"], boolean>;
  const texts = Object.fromEntries(
    Object.entries(gateway).filter(([key]) => shown[key as keyof typeof shown]),
  ) as CheckoutWords["gateway"];
  return { checkout, gateway: texts } satisfies CheckoutWords;
}
