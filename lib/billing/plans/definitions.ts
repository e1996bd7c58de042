// The plans themselves, kept in code: which plans exist (plan_id), their names, limits and prices. What the site says
// about each (its description and feature bullets) is staff's, in content/plan-copy.json ("Plans: descriptions and
// features" in the editor; lib/billing/plans/copy.ts checks it); lib/billing/plans/plans.ts joins the two into the catalog.
// Nothing here may import the words: the editor (in the browser) imports this list to offer exactly these plans.

export type PlanDefinition = {
  plan_id: number;
  plan_name: string;
  user_limit: number;
  ai_tokens_limit: number;
  /** The monthly price in each currency; a year is charged ten months (lib/billing/plans/plans.ts). */
  monthly: { USD: number; INR: number };
};

export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  { plan_id: 1, plan_name: "Free", user_limit: 1, ai_tokens_limit: 1_000, monthly: { USD: 0, INR: 0 } },
  { plan_id: 2, plan_name: "Starter", user_limit: 5, ai_tokens_limit: 10_000, monthly: { USD: 29, INR: 2_399 } },
  {
    plan_id: 3,
    plan_name: "Professional",
    user_limit: 25,
    ai_tokens_limit: 100_000,
    monthly: { USD: 99, INR: 7_999 },
  },
  {
    plan_id: 4,
    plan_name: "Enterprise",
    user_limit: 999,
    ai_tokens_limit: 1_000_000,
    monthly: { USD: 299, INR: 24_999 },
  },
];
