import type { InterfaceWords } from "@/lib/content/interface-words";
import type { SiteCopy } from "@/lib/content/site-copy-schema";
import { gatewayNames } from "@/lib/billing/gateways";
import type { PaymentModes } from "./checkout-api";
import { sellsInIndia } from "./checkout-gateway-info";

type SignupWords = SiteCopy["signup"];

/**
 * The payment step's words (content/signup.yaml), read by the server page and passed down as props: the browser runs
 * no content reader. Buttons, field labels, errors and the busy state stay in code (docs/editing.md). Of the gateway
 * box's texts, only those the configured modes can show.
 */
export type CheckoutWords = {
  checkout: SignupWords["checkout"];
  gateway: Partial<SignupWords["gateway"]>;
  /** The signup's own words from content/interface-words.yaml: help line, payment step, success panel. */
  signup: FlowWords;
};

/**
 * The signup words the payment step and its panels never show: the resume page's, the notice and the banner above the
 * form (server-rendered), the other pages' banner, which has them with its answer (app/api/signup/pending), and the
 * phone hint, which the page fills with the visitor's calling code.
 */
const SERVER_ONLY = [
  "resumePaidTitle",
  "resumeTitle",
  "resumeText",
  "resumeButton",
  "registeredNotice",
  "signInLink",
  "testPaymentsTitle",
  "testPaymentsLead",
  "testPaymentsText",
  "pendingBannerName",
  "pendingBanner",
  "pendingBannerLink",
  "pendingBannerLater",
  "phoneHint",
] as const satisfies readonly (keyof InterfaceWords["signup"])[];

/** content/interface-words.yaml's signup words the browser shows. */
export type FlowWords = Omit<InterfaceWords["signup"], (typeof SERVER_ONLY)[number]>;
/** The help line under an error. */
export type HelpWords = Pick<FlowWords, "needAHand" | "contactUs" | "talkToSales">;
/** The form's own words: its heading, the lines around its fields, and the help line. */
export type FormWords = HelpWords & Pick<FlowWords, "formHeading" | "formIntro" | "noScript" | "phoneRead">;
/** The plan box's labels, above the form and in the payment step. */
export type PlanFactWords = Pick<FlowWords, "planBillingCycle" | "planUsers" | "planAiTokens">;

/**
 * The words for these payment modes: the props travel in the page's inline payload, which e2e/html-budget.spec.ts
 * holds to a budget, so a text no gateway can show is left out.
 */
export function checkoutWordsFor(
  { checkout, gateway }: Pick<SignupWords, "checkout" | "gateway">,
  modes: PaymentModes,
  interfaceSignup: InterfaceWords["signup"],
) {
  // Each gateway's own text is keyed by its name (content/signup.yaml).
  const names = gatewayNames();
  const shown: Record<string, boolean> = {
    ...Object.fromEntries(names.map((name) => [name, modes[name] === "live"])),
    testMode: names.some((name) => modes[name] === "sandbox"),
    testModeIndia: names.some((name) => modes[name] === "sandbox" && sellsInIndia(name)),
    unavailable: names.some((name) => modes[name] === "off"),
  };
  const texts = Object.fromEntries(Object.entries(gateway).filter(([key]) => shown[key])) as CheckoutWords["gateway"];
  // Words the flow in the browser never shows stay out of the page's data.
  const serverOnly: readonly string[] = SERVER_ONLY;
  const signup = Object.fromEntries(
    Object.entries(interfaceSignup).filter(([key]) => !serverOnly.includes(key)),
  ) as FlowWords;
  return { checkout, gateway: texts, signup } satisfies CheckoutWords;
}
