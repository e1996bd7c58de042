"use client";

import useSWR from "swr";
import type { BillingCycle, PlansResponse } from "@/lib/plans/types";

export function plansKey(countryCode: string, cycle: BillingCycle) {
  return `/api/subscriptions/plans?${new URLSearchParams({ country_code: countryCode, billing_cycle: cycle })}`;
}

export const PLANS_UNREACHABLE = "Could not reach the server to load the latest plans. Check your connection and try again.";

/** SPEC section 8: a failed load shows the server's error field, else its message. */
async function fetchPlans(url: string): Promise<PlansResponse> {
  // No answer at all (offline, connection dropped): the browser's own wording ("Failed to fetch") says nothing useful.
  const response = await fetch(url, { headers: { accept: "application/json" } }).catch(() => {
    throw new Error(PLANS_UNREACHABLE);
  });
  const body = (await response.json().catch(() => null)) as (Partial<PlansResponse> & { error?: string; message?: string }) | null;
  if (!response.ok || !body?.plans) {
    throw new Error(body?.error || body?.message || `Could not load plans (HTTP ${response.status}).`);
  }
  return body as PlansResponse;
}

/** One cycle's plans: the build's copy at once, refreshed from the plans API in the background. */
export function usePlans(countryCode: string, cycle: BillingCycle, fallbackData: PlansResponse) {
  return useSWR(plansKey(countryCode, cycle), fetchPlans, {
    fallbackData,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
}
