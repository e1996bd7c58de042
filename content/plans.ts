import type { BillingCycle, Plan, PlanCurrency } from "@/lib/plans/types";

// The plan catalog: four plans, each Monthly and Yearly (sharing plan_id), priced in USD and INR.
// Yearly is ten months' price (two months free). Row ids: USD 1-8, INR 9-16.

type PlanDefinition = {
  plan_id: number;
  plan_name: string;
  description: string;
  user_limit: number;
  ai_tokens_limit: number;
  features: string[];
  monthly: Record<PlanCurrency, number>;
};

const DEFINITIONS: PlanDefinition[] = [
  {
    plan_id: 1,
    plan_name: "Free",
    description: "For a single seller getting organised.",
    user_limit: 1,
    ai_tokens_limit: 1_000,
    features: [],
    monthly: { USD: 0, INR: 0 },
  },
  {
    plan_id: 2,
    plan_name: "Starter",
    description: "For small teams that want every lead followed up.",
    user_limit: 5,
    ai_tokens_limit: 10_000,
    features: [
      "Lead capture from web forms and e-mail",
      "Round-robin lead assignment",
      "Follow-up calendar and reminders",
      "Dashboard Analytics",
      "Email Support",
    ],
    monthly: { USD: 29, INR: 2_399 },
  },
  {
    plan_id: 3,
    plan_name: "Professional",
    description: "For growing sales teams with managers and monitors.",
    user_limit: 25,
    ai_tokens_limit: 100_000,
    features: [
      "Everything in Starter",
      "AI lead suggestions and scoring",
      "Custom pipeline stages",
      "Reports and KPIs",
      "Priority Support",
    ],
    monthly: { USD: 99, INR: 7_999 },
  },
  {
    plan_id: 4,
    plan_name: "Enterprise",
    description: "For large sales organisations across departments.",
    user_limit: 999,
    ai_tokens_limit: 1_000_000,
    features: [
      "Everything in Professional",
      "Department and role-based routing",
      "API access and platform sync",
      "Single sign-on",
      "Priority Support",
      "Dedicated Account Manager",
    ],
    monthly: { USD: 299, INR: 24_999 },
  },
];

const SYMBOLS: Record<PlanCurrency, string> = { USD: "$", INR: "₹" };
const CURRENCY_OFFSET: Record<PlanCurrency, number> = { USD: 0, INR: 8 };
const CYCLE_OFFSET: Record<BillingCycle, number> = { Monthly: 0, Yearly: 4 };
const MONTHS_CHARGED_PER_YEAR = 10;
const MONTHS_PER_YEAR = 12;

function planRow(definition: PlanDefinition, currency: PlanCurrency, billing_cycle: BillingCycle): Plan {
  const monthly = definition.monthly[currency];
  return {
    id: CURRENCY_OFFSET[currency] + CYCLE_OFFSET[billing_cycle] + definition.plan_id,
    plan_id: definition.plan_id,
    plan_name: definition.plan_name,
    price: billing_cycle === "Yearly" ? monthly * MONTHS_CHARGED_PER_YEAR : monthly,
    user_limit: definition.user_limit,
    // Per billing period, as the cards say ("/month", "/year"): a year holds twelve months' tokens.
    ai_tokens_limit:
      billing_cycle === "Yearly" ? definition.ai_tokens_limit * MONTHS_PER_YEAR : definition.ai_tokens_limit,
    features: definition.features,
    description: definition.description,
    currency,
    currency_symbol: SYMBOLS[currency],
    billing_cycle,
    isactive: true,
  };
}

export const PLAN_CATALOG: Plan[] = (["USD", "INR"] as const).flatMap((currency) =>
  (["Monthly", "Yearly"] as const).flatMap((cycle) =>
    DEFINITIONS.map((definition) => planRow(definition, currency, cycle)),
  ),
);
