type Props = { companyName: string; onRegisterAnother: () => void };

/** On a resumed payment step: whose payment this is, and the way out to register another company. */
export function PendingNotice({ companyName, onRegisterAnother }: Props) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        <strong className="break-words">{companyName}</strong> is registered and waiting for payment.
      </p>
      <button
        type="button"
        onClick={onRegisterAnother}
        className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Register a different company instead
      </button>
    </div>
  );
}
