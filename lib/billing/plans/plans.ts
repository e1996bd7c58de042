import type { BillingCycle, Plan, PlanCurrency } from "@/lib/billing/plans/types";
import { parsePlanCopy, type PlanCopy } from "./copy";
import planCopyFile from "@/content/plan-copy.json";
import { PLAN_DEFINITIONS, type PlanDefinition } from "./definitions";

// The plan catalog: four plans, each Monthly and Yearly (sharing plan_id), priced in USD and INR.
// Yearly is ten months' price (two months free). Row ids: USD 1-8, INR 9-16.
// The plans, their limits and prices are code (lib/billing/plans/definitions.ts); each plan's description and features
// are staff's words (content/plan-copy.json, checked with zod by lib/billing/plans/copy.ts: a broken file stops the build
// here, naming the file and the field). JSON, imported: the checkout's browser code imports the catalog too.

// Checked wherever the server loads the catalog (the build's prerendering, every page and API answer). The browser
// (the checkout's plan choice) takes the file as the build checked it: `typeof window` is fixed per bundle, so the
// checker and zod stay out of the checkout's script (e2e/js-budget.spec.ts).
const COPY: PlanCopy = typeof window === "undefined" ? parsePlanCopy(planCopyFile) : planCopyFile;

const SYMBOLS: Record<PlanCurrency, string> = { USD: "$", INR: "₹" };
const CURRENCY_OFFSET: Record<PlanCurrency, number> = { USD: 0, INR: 8 };
const CYCLE_OFFSET: Record<BillingCycle, number> = { Monthly: 0, Yearly: 4 };
const MONTHS_CHARGED_PER_YEAR = 10;
const MONTHS_PER_YEAR = 12;

function planRow(definition: PlanDefinition, currency: PlanCurrency, billing_cycle: BillingCycle): Plan {
  const monthly = definition.monthly[currency];
  const words = COPY[definition.plan_id];
  return {
    id: CURRENCY_OFFSET[currency] + CYCLE_OFFSET[billing_cycle] + definition.plan_id,
    plan_id: definition.plan_id,
    plan_name: definition.plan_name,
    price: billing_cycle === "Yearly" ? monthly * MONTHS_CHARGED_PER_YEAR : monthly,
    user_limit: definition.user_limit,
    // Per billing period, as the cards say ("/month", "/year"): a year holds twelve months' tokens.
    ai_tokens_limit:
      billing_cycle === "Yearly" ? definition.ai_tokens_limit * MONTHS_PER_YEAR : definition.ai_tokens_limit,
    features: words.features,
    description: words.description,
    currency,
    currency_symbol: SYMBOLS[currency],
    billing_cycle,
    isactive: true,
  };
}

export const PLAN_CATALOG: Plan[] = (["USD", "INR"] as const).flatMap((currency) =>
  (["Monthly", "Yearly"] as const).flatMap((cycle) =>
    PLAN_DEFINITIONS.map((definition) => planRow(definition, currency, cycle)),
  ),
);
