import type { BillingCycle } from "@/lib/billing/plans/types";

const OPTIONS: { cycle: BillingCycle; label: string }[] = [
  { cycle: "Monthly", label: "Monthly" },
  { cycle: "Yearly", label: "Annually" },
];

/**
 * Monthly / Annually as a radio group: the browser keeps the choice (arrow keys, a click, a restored page) and CSS
 * shows that cycle's plans (pricing-plans.tsx), before and without JavaScript.
 */
export function BillingToggle({ name }: { name: string }) {
  return (
    <fieldset className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-inset ring-slate-200">
      <legend className="sr-only">Billing cycle</legend>
      {OPTIONS.map((option) => (
        // The input lies over its pill (positioned, so painted above it): it is what is clicked and what shows the
        // focus ring, around the pill, against the group's background.
        <label key={option.cycle} className="relative inline-flex">
          <input
            type="radio"
            name={name}
            value={option.cycle}
            defaultChecked={option.cycle === "Monthly"}
            className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
          />
          <span className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-slate-700 transition-colors peer-checked:bg-brand-600 peer-checked:text-white peer-checked:shadow-sm peer-[:not(:checked):hover]:text-ink">
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
