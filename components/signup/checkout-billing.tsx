import type { ReactNode } from "react";
import { hasPostalCodes, REGION_COUNTRIES } from "@/lib/billing/tax/countries";
import { fillWords } from "@/lib/site/words";
import {
  addressRequired,
  BILLING_LINE_MAX,
  businessNumberRequired,
  type BillingField,
  type BillingInput,
} from "@/lib/billing/tax/billing-rules";
import { INDIAN_STATES } from "@/lib/billing/tax/india-states";
import { taxIdRule } from "@/lib/billing/tax/tax-id";
import type { FlowWords } from "./checkout-words";

export type { BillingInput };
export type CheckoutBillingInput = Required<Omit<BillingInput, "country">>;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const EMPTY_BILLING: CheckoutBillingInput = {
  name: "",
  state: "",
  gstin: "",
  line1: "",
  city: "",
  postalCode: "",
  region: "",
  taxId: "",
};

type Props = {
  idPrefix: string;
  country: string;
  billing: CheckoutBillingInput;
  errors: BillingErrors;
  disabled: boolean;
  onChange: (billing: CheckoutBillingInput) => void;
  /** The group's legend, the tax invoice's in India (content/signup.yaml). */
  title: string;
  /** The notes under the fields and the state list's first line (content/interface-words.yaml). */
  words: FlowWords;
};

const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-invalid:border-red-600";

/** A field's label, followed by "(optional)" where the rules require none of it. */
const labelled = (label: string, required: boolean) =>
  required ? (
    label
  ) : (
    <>
      {`${label} `}
      <span className="font-normal text-slate-600">(optional)</span>
    </>
  );

/**
 * The billing details printed on the invoice: name and address for every country; India's state (it decides the
 * GST split) and GSTIN; elsewhere the country's VAT number, ABN or tax ID. The address is one group whose rule is
 * stated above it before anything is typed: optional (any part, printed as given) unless a business number is given;
 * its parts say "(optional)" exactly when the rules (lib/billing/tax/billing-rules.ts) require none of them.
 */
export function CheckoutBilling({ idPrefix, country, billing, errors, disabled, onChange, title, words }: Props) {
  const india = country === "IN";
  const taxRule = taxIdRule(country);
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
  const field = (name: BillingField, label: ReactNode, input: ReactNode, hint?: ReactNode) => (
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
  const text = (name: BillingField, autoComplete: string, hasHint = false) => (
    <input {...control(name, hasHint)} name={`billing_${name}`} autoComplete={autoComplete} className={inputClasses} />
  );
  // How much of the invoice's line is used, while typing: nothing is cut, a longer line is refused on Pay.
  const count = (name: BillingField) => `${billing[name].trim().length} of ${BILLING_LINE_MAX} characters`;
  const numberRequired = businessNumberRequired(country);
  // The rules' own answer: no "(optional)" that Pay would contradict.
  const addressNeeded = addressRequired({ ...billing, country });
  const addressLabel = (label: string) => labelled(label, addressNeeded);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {field("name", "Billing name", text("name", "organization", true), count("name"))}
      <p id={`${idPrefix}-billing-address-rule`} className="text-sm text-slate-600">
        {addressRule(country, words)}
      </p>
      {field("line1", addressLabel("Address"), text("line1", "address-line1"))}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("city", addressLabel("City"), text("city", "address-level2"))}
        {hasPostalCodes(country)
          ? field("postalCode", addressLabel("Postal code"), text("postalCode", "postal-code"))
          : null}
      </div>
      {!india && REGION_COUNTRIES.has(country)
        ? field("region", addressLabel("State or region"), text("region", "address-level1"))
        : null}
      {india
        ? field(
            "state",
            "Billing state",
            <select {...control("state")} name="billing_state" className={inputClasses}>
              <option value="">{words.billingStateChoose}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>,
          )
        : null}
      {india
        ? field(
            "gstin",
            labelled("GSTIN", false),
            <input
              {...control("gstin", true)}
              name="gstin"
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClasses} uppercase`}
            />,
            words.billingGstinHint,
          )
        : field(
            "taxId",
            labelled(taxRule.label, numberRequired),
            <input
              {...control("taxId", true)}
              name="tax_id"
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
              className={`${inputClasses} uppercase`}
            />,
            taxIdHint(taxRule, numberRequired, words),
          )}
    </fieldset>
  );
}

/** The address rule, stated above the address before anything is typed. */
function addressRule(country: string, words: FlowWords): string {
  const values = {
    number: country === "IN" ? "GSTIN" : taxIdRule(country).label,
    parts: hasPostalCodes(country) ? words.billingAddressPartsPostal : words.billingAddressParts,
  };
  return fillWords(
    businessNumberRequired(country) ? words.billingAddressRequired : words.billingAddressOptional,
    values,
  );
}

/** What the business number is for and what it changes, said before it is typed. */
function taxIdHint(rule: ReturnType<typeof taxIdRule>, required: boolean, words: FlowWords): string {
  if (required) return fillWords(words.billingTaxIdEu, { example: rule.example });
  if (rule.kind === "other") return words.billingTaxIdOther;
  return fillWords(words.billingTaxIdReverseCharge, {
    example: rule.example,
    tax: rule.kind === "au_abn" ? "GST" : "VAT",
  });
}
