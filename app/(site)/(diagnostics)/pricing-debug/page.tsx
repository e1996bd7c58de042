import { cookies, headers } from "next/headers";
import { DiagnosticPage, diagnosticMetadata } from "../diagnostic-page";
import { adminApi } from "@/lib/accounts/backend";
import { formatPlanPrice, billingPeriodLabel } from "@/lib/billing/plans/format";
import { detectLocation, parseLocationCookie } from "@/lib/site/region/detect";
import { LOCATION_COOKIE, REGION_COOKIE, isRegion } from "@/lib/site/region/regions";

const TITLE = "Pricing debug";

export const generateMetadata = diagnosticMetadata({
  title: TITLE,
  description: "Location detection and the plans it yields.",
  path: "/pricing-debug",
});

export default async function PricingDebugPage() {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const regionCookie = cookieStore.get(REGION_COOKIE)?.value;
  const inputs = {
    regionCookie: isRegion(regionCookie) ? regionCookie : null,
    cached: parseLocationCookie(cookieStore.get(LOCATION_COOKIE)?.value),
    geoCountry: headerStore.get("x-vercel-ip-country") ?? headerStore.get("cf-ipcountry"),
    acceptLanguage: headerStore.get("accept-language"),
  };
  const detection = detectLocation(inputs);
  const plans = await adminApi().listPlans({ country_code: detection.location.countryCode, billing_cycle: "Monthly" });

  return (
    <DiagnosticPage
      title={TITLE}
      text="How this request's location was detected, and the plans it yields."
      className="grid gap-8 py-12 lg:grid-cols-2"
    >
      <section aria-labelledby="detection-title" className="min-w-0">
        <h2 id="detection-title" className="text-xl font-semibold">
          Location detection
        </h2>
        <pre
          tabIndex={0}
          aria-label="Detection inputs and result"
          className="focus-inverse mt-4 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100"
        >
          {JSON.stringify({ inputs, ...detection }, null, 2)}
        </pre>
      </section>
      <section aria-labelledby="plans-title" className="min-w-0">
        <h2 id="plans-title" className="text-xl font-semibold">
          Plans (Monthly, {plans.currency})
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {plans.plans.map((plan) => (
            <li key={plan.id} className="flex justify-between gap-4 p-4">
              <span>
                {plan.plan_name} (id {plan.id})
              </span>
              <span className="font-semibold">
                {formatPlanPrice(plan.price, plan.currency)}
                {plan.price ? billingPeriodLabel(plan.billing_cycle) : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </DiagnosticPage>
  );
}
