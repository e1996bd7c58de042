import { countryName } from "@/lib/region/detect";

// docs/product.md section 9's test country list.
export const COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX"];

type Props = { id: string; value: string; disabled: boolean; onChange: (code: string) => void };

/** The checkout's country: it picks the gateway and the currency. */
export function CountrySelect({ id, value, disabled, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Country
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
