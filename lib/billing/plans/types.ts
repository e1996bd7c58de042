import { z } from "zod";

export const BILLING_CYCLES = ["Monthly", "Yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = "Monthly";

const CYCLE_WORDS: Record<string, BillingCycle> = {
  monthly: "Monthly",
  month: "Monthly",
  yearly: "Yearly",
  year: "Yearly",
  annually: "Yearly",
  annual: "Yearly",
};

/** A cycle as links write it, in any case: Monthly, Yearly, and the pricing toggle's "Annually" (or "annual"). */
export function parseBillingCycle(value: string | undefined | null): BillingCycle | undefined {
  return value ? CYCLE_WORDS[value.trim().toLowerCase()] : undefined;
}

export const PLAN_CURRENCIES = ["USD", "INR"] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

// Features arrive as an array, or from some admin APIs as a JSON string of one.
const featuresSchema = z.union([
  z.array(z.string()),
  z.string().transform((text, ctx) => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed as string[];
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: "custom", message: "features must be a list of strings" });
    return z.NEVER;
  }),
  z.null().transform(() => [] as string[]),
]);

/** docs/product.md section 3's Plan, as the plans API answers it: price parsed to a number, features always an array. */
export const planSchema = z.object({
  id: z.coerce.number().int(),
  plan_id: z.coerce.number().int(),
  plan_name: z.string().min(1),
  price: z.coerce.number().nonnegative(),
  user_limit: z.coerce.number().int().nonnegative(),
  ai_tokens_limit: z.coerce.number().int().nonnegative(),
  features: featuresSchema.default([]),
  description: z.string().default(""),
  currency: z.string().min(3),
  currency_symbol: z.string().min(1),
  billing_cycle: z.enum(BILLING_CYCLES).catch(DEFAULT_BILLING_CYCLE),
  isactive: z.boolean().default(true),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema), currency: z.string().min(3) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const COUNTRY_CODE_INVALID = "country_code must be a two-letter country code";

export const plansQuerySchema = z.object({
  // Empty reads as absent (the visitor's country unknown); a well-formed unknown code is priced in USD.
  country_code: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, COUNTRY_CODE_INVALID)
    .transform((code) => (code ? code.toUpperCase() : undefined))
    .optional(),
  billing_cycle: z
    .enum(BILLING_CYCLES, { error: "billing_cycle must be Monthly or Yearly" })
    .default(DEFAULT_BILLING_CYCLE),
});
export type PlansQuery = z.infer<typeof plansQuerySchema>;

/** Both cycles' plans for one country: what a prerendered pricing view starts from. */
export type PlansByCycle = Record<BillingCycle, PlansResponse>;
