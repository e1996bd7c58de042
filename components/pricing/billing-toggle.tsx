"use client";

import type { BillingCycle } from "@/lib/plans/types";

const OPTIONS: { cycle: BillingCycle; label: string }[] = [
  { cycle: "Monthly", label: "Monthly" },
  { cycle: "Yearly", label: "Annually" },
];

/** Monthly / Annually: two toggle buttons, the chosen one pressed. */
export function BillingToggle({ cycle, onChange }: { cycle: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  return (
    <div role="group" aria-label="Billing cycle" className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-inset ring-slate-200">
      {OPTIONS.map((option) => {
        const pressed = option.cycle === cycle;
        return (
          <button
            key={option.cycle}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.cycle)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
              pressed ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:text-ink"
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
