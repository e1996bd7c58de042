import {
  counterpartPlan,
  findCatalogPlan,
  findCatalogPlanByName,
  planCurrencyForCountry,
  planInCurrency,
} from "@/lib/billing/plans/catalog";
import { DEFAULT_BILLING_CYCLE, parseBillingCycle, type Plan } from "@/lib/billing/plans/types";
import { SIGNUP_LIMITS } from "@/lib/accounts/signup/schema";
import type { RegistrationAnswer } from "../companies/messages";

// What /signup's query chooses and prefills (docs/product.md section 2). Pure, so the page stays thin.

type Params = Record<string, string | string[] | undefined>;

export type SignupValues = {
  client_name: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  acceptTerms: boolean;
};

/** docs/product.md section 3's plan_data, as the form sends it along (the server only trusts its id). */
export type SignupPlan = Pick<
  Plan,
  "id" | "plan_id" | "plan_name" | "price" | "currency" | "billing_cycle" | "user_limit" | "ai_tokens_limit"
>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A registered client whose paid plan still awaits payment: what the checkout needs to resume after a reload. */
export type PendingSignup = {
  client_id: number;
  client_name: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  plan: SignupPlan;
};

/**
 * A registered client whose account is ready (free, or paid for): what the signup page says after a reload, and whom
 * a paid plan chosen since upgrades (its checkout names the company and contact).
 */
export type RegisteredSignup = Omit<PendingSignup, "plan"> & { paid: boolean; plan: SignupPlan | null };

/**
 * The catalog plan for ?plan=<id> or ?plan=<name> (any case: "professional", "Professional"; Monthly unless the link
 * names a cycle); ?billing_cycle picks its counterpart when it names the other cycle. Unknown ids and names: none.
 * Priced in the visitor's currency (as registration and checkout charge it), whichever currency the id names.
 */
export function signupPlanFromQuery(params: Params, country: string): Plan | null {
  const raw = first(params.plan)?.trim() ?? "";
  const cycle = parseBillingCycle(first(params.billing_cycle));
  const plan = /^\d{1,6}$/.test(raw)
    ? findCatalogPlan(Number(raw))
    : raw.length <= 40
      ? findCatalogPlanByName(raw, cycle ?? DEFAULT_BILLING_CYCLE)
      : undefined;
  if (!plan || !plan.isactive) return null;
  const inCycle = cycle && cycle !== plan.billing_cycle ? (counterpartPlan(plan, cycle) ?? plan) : plan;
  return planInCurrency(inCycle, planCurrencyForCountry(country)) ?? inCycle;
}

/** Whether the link names a plan at all (?plan= with a value), found in the catalog or not. */
export function planRequested(params: Params): boolean {
  return Boolean(first(params.plan)?.trim());
}

export function toSignupPlan({
  id,
  plan_id,
  plan_name,
  price,
  currency,
  billing_cycle,
  user_limit,
  ai_tokens_limit,
}: Plan): SignupPlan {
  return { id, plan_id, plan_name, price, currency, billing_cycle, user_limit, ai_tokens_limit };
}

const clip = (value: string | string[] | undefined, max: number) => (first(value) ?? "").trim().slice(0, max);

/** The form's starting values from company_name, contact_name, contact_email and contact_phone. */
export function signupPrefill(params: Params): SignupValues {
  return {
    client_name: clip(params.company_name, SIGNUP_LIMITS.companyName),
    contact_name: clip(params.contact_name, SIGNUP_LIMITS.contactName),
    contact_email: clip(params.contact_email, SIGNUP_LIMITS.email),
    contact_phone: clip(params.contact_phone, SIGNUP_LIMITS.phone),
    acceptTerms: false,
  };
}

/**
 * The signup action's answer: a registration (a refusal may carry a note to show with it: the resume-link sentence
 * for a taken e-mail); or, when the e-mail is the session's own unpaid client, that client to pay for (its plan
 * switched to the one submitted) or, switched to Free, ready now.
 */
export type SignupAnswer =
  (RegistrationAnswer & { note?: string }) | { resume: PendingSignup } | { ready: { contact_email: string } };
