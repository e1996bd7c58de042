import { PLAN_DEFINITIONS } from "@/lib/billing/plans/definitions";

// The offer's facts that copy states in words (FAQ answers, the Terms, headings, mails): each is decided here once,
// and lib/billing/offer/contradictions.ts holds every page and mail to it (docs/buying.md, "One fact, one place").
// The plans' own figures (users, tokens, prices) are lib/billing/plans/definitions.ts.

export const OFFER = {
  /** A plan's AI tokens are granted per billing period: a month's, or twelve months' at once on an annual plan. */
  monthsOfTokensPerYear: 12,
  /** At the allowance's end AI suggestions pause until the next period; nothing else stops. */
  atTokenLimit: "pause",
  /** Cancelling stops the next renewal; the account then moves to the Free plan and keeps its data. */
  afterCancelling: "free-plan-keeps-data",
  /** A closed account's data is kept this long for export or restore, then deleted. */
  closedAccountRetentionDays: 30,
  /** A charge made in error is refunded when reported within this many days; other fees are not refundable. */
  refundWindowDays: 60,
  /** Paid plans renew automatically at the end of each period until cancelled. */
  renewal: "automatic",
} as const;

/** Every "N AI tokens a month" the offer has, and every "N a year" (twelve months' worth). */
export function tokenAllowances(): { month: Set<number>; year: Set<number> } {
  const monthly = PLAN_DEFINITIONS.map((plan) => plan.ai_tokens_limit);
  return {
    month: new Set(monthly),
    year: new Set(monthly.map((tokens) => tokens * OFFER.monthsOfTokensPerYear)),
  };
}
