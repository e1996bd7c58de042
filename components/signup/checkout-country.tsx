import { useMemo } from "react";
import { countryOptions } from "@/lib/billing/tax/countries";

type Props = { id: string; value: string; locale?: string; disabled: boolean; onChange: (code: string) => void };

/** The checkout's country, from every ISO 3166 country named in the visitor's language: it picks gateway and currency. */
export function CountrySelect({ id, value, locale, disabled, onChange }: Props) {
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Country
      </label>
      <select
        id={id}
        name="country"
        autoComplete="country"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
