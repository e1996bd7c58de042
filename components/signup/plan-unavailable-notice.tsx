import Link from "next/link";
import { PLAN_UNAVAILABLE } from "@/lib/accounts/companies/messages";

/** On /signup when its link names a plan the catalog does not offer: said, not silently dropped. */
export function PlanUnavailableNotice() {
  return (
    <p
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
    >
      {PLAN_UNAVAILABLE}{" "}
      <Link href="/pricing" className="font-semibold underline underline-offset-2">
        See plans and pricing
      </Link>
    </p>
  );
}
