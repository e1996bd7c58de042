"use client";

import { useSearchParams } from "next/navigation";
import { UNAVAILABLE_PLAN_NOTE, UNAVAILABLE_PLAN_PARAM } from "@/lib/accounts/signup/plan-link";

/**
 * On /pricing after a signup link named a plan the catalog does not offer (/signup sends it here): said, with the
 * plans right below. Read in the browser, so the pricing page stays static.
 */
export function UnavailablePlanNote() {
  const params = useSearchParams();
  if (!params.has(UNAVAILABLE_PLAN_PARAM)) return null;
  return (
    <p
      role="alert"
      className="mb-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
    >
      {UNAVAILABLE_PLAN_NOTE}
    </p>
  );
}
