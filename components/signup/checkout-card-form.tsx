import type { SandboxCard } from "@/lib/billing/payments/sandbox-card";

type Props = {
  idPrefix: string;
  card: SandboxCard;
  disabled: boolean;
  onChange: (card: SandboxCard) => void;
  /** The field the checkout's error is about, and that error's id. */
  invalid?: keyof SandboxCard;
  errorId: string;
  /** How to use the test cards (content/signup.yaml). */
  note: string;
  /** The form's title and the badge beside it (content/interface-words.yaml). */
  title: string;
  badge: string;
};

const inputClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100";

/** The sandbox gateway's card form: clearly test mode, no real card is charged. */
export function SandboxCardForm({ idPrefix, card, disabled, onChange, invalid, errorId, note, title, badge }: Props) {
  const field = (
    name: keyof SandboxCard,
    label: string,
    props: { placeholder: string; autoComplete: string; inputMode: "numeric" },
  ) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        value={card[name]}
        disabled={disabled}
        aria-invalid={invalid === name || undefined}
        aria-describedby={invalid === name ? errorId : undefined}
        onChange={(event) => onChange({ ...card, [name]: event.target.value })}
        className={inputClasses}
        {...props}
      />
    </div>
  );
  return (
    <fieldset className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        {title}{" "}
        <span className="ml-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">
          {badge}
        </span>
      </legend>
      <p className="text-sm text-amber-900">{note}</p>
      <div className="mt-3 space-y-3">
        {field("number", "Card number", {
          placeholder: "4242 4242 4242 4242",
          autoComplete: "cc-number",
          inputMode: "numeric",
        })}
        <div className="grid grid-cols-2 gap-3">
          {field("expiry", "Expiry (MM/YY)", { placeholder: "12/30", autoComplete: "cc-exp", inputMode: "numeric" })}
          {field("cvc", "CVC", { placeholder: "123", autoComplete: "cc-csc", inputMode: "numeric" })}
        </div>
      </div>
    </fieldset>
  );
}
