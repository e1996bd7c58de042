import { INDIAN_STATES } from "@/lib/tax/india-states";

export type BillingInput = { name: string; state: string; gstin: string };
export type BillingErrors = Partial<Record<keyof BillingInput, string>>;

type Props = { idPrefix: string; billing: BillingInput; errors: BillingErrors; disabled: boolean; onChange: (billing: BillingInput) => void };

const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-invalid:border-red-600";

/** The India checkout's billing details for the tax invoice: name, state (decides the GST split), optional GSTIN. */
export function CheckoutBilling({ idPrefix, billing, errors, disabled, onChange }: Props) {
  const id = (field: keyof BillingInput) => `${idPrefix}-billing-${field}`;
  const error = (field: keyof BillingInput) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof BillingInput, hint?: string) => [errors[field] ? `${id(field)}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Billing details for your tax invoice</legend>
      <div>
        <label htmlFor={id("name")} className="block text-sm font-medium text-slate-800">
          Billing name
        </label>
        <input
          id={id("name")}
          name="billing_name"
          value={billing.name}
          disabled={disabled}
          autoComplete="organization"
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={described("name")}
          onChange={(event) => onChange({ ...billing, name: event.target.value })}
          className={inputClasses}
        />
        {error("name")}
      </div>
      <div>
        <label htmlFor={id("state")} className="block text-sm font-medium text-slate-800">
          Billing state
        </label>
        <select
          id={id("state")}
          name="billing_state"
          value={billing.state}
          disabled={disabled}
          aria-invalid={Boolean(errors.state) || undefined}
          aria-describedby={described("state")}
          onChange={(event) => onChange({ ...billing, state: event.target.value })}
          className={inputClasses}
        >
          <option value="">Choose a state or union territory</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {error("state")}
      </div>
      <div>
        <label htmlFor={id("gstin")} className="block text-sm font-medium text-slate-800">
          GSTIN <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={id("gstin")}
          name="gstin"
          value={billing.gstin}
          disabled={disabled}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(errors.gstin) || undefined}
          aria-describedby={described("gstin", `${id("gstin")}-hint`)}
          onChange={(event) => onChange({ ...billing, gstin: event.target.value })}
          className={`${inputClasses} uppercase`}
        />
        <p id={`${id("gstin")}-hint`} className="mt-1 text-sm text-slate-600">
          For a GST-registered business: 15 characters, printed on your invoice so you can claim input tax credit.
        </p>
        {error("gstin")}
      </div>
    </fieldset>
  );
}
