import { INDIAN_STATES } from "@/lib/tax/india-states";

export type BillingInput = { name: string; state: string; gstin: string };
export type BillingErrors = Partial<Record<keyof BillingInput, string>>;
type BillingField = keyof BillingInput;

type Props = {
  idPrefix: string;
  billing: BillingInput;
  errors: BillingErrors;
  disabled: boolean;
  onChange: (billing: BillingInput) => void;
};

const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-invalid:border-red-600";

const GSTIN_HINT =
  "For a GST-registered business: 15 characters, printed on your invoice so you can claim input tax credit.";

/** The India checkout's billing details for the tax invoice: name, state (decides the GST split), optional GSTIN. */
export function CheckoutBilling({ idPrefix, billing, errors, disabled, onChange }: Props) {
  const id = (field: BillingField) => `${idPrefix}-billing-${field}`;
  // What every control shares: its id, its error and hint for screen readers, and the change it reports.
  const control = (field: BillingField, hasHint = false) => ({
    id: id(field),
    value: billing[field],
    disabled,
    "aria-invalid": Boolean(errors[field]) || undefined,
    "aria-describedby":
      [errors[field] ? `${id(field)}-error` : "", hasHint ? `${id(field)}-hint` : ""].filter(Boolean).join(" ") ||
      undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...billing, [field]: event.target.value }),
  });
  const field = (name: BillingField, label: React.ReactNode, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={id(name)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {input}
      {hint ? (
        <p id={`${id(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`${id(name)}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Billing details for your tax invoice</legend>
      {field(
        "name",
        "Billing name",
        <input {...control("name")} name="billing_name" autoComplete="organization" className={inputClasses} />,
      )}
      {field(
        "state",
        "Billing state",
        <select {...control("state")} name="billing_state" className={inputClasses}>
          <option value="">Choose a state or union territory</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        "gstin",
        <>
          GSTIN <span className="font-normal text-slate-600">(optional)</span>
        </>,
        <input
          {...control("gstin", true)}
          name="gstin"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClasses} uppercase`}
        />,
        GSTIN_HINT,
      )}
    </fieldset>
  );
}
