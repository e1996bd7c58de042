import { StepHeading } from "./step-heading";

/** SPEC.md section 2, mode 3. */
export function CompletingPanel() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center py-10 text-center">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none" />
      <StepHeading className="mt-6">Completing Your Registration</StepHeading>
      <p className="mt-2 text-slate-600">Please wait while we set up your account...</p>
    </div>
  );
}

type PaymentNextProps = { companyName: string; email: string; planName: string };

/**
 * Stands where the payment step goes, until the payment component replaces it: the account exists,
 * nothing has been charged yet.
 */
export function PaymentNextPanel({ companyName, email, planName }: PaymentNextProps) {
  return (
    <div role="status" className="py-4">
      <StepHeading>Account created: payment is next</StepHeading>
      <p className="mt-3 text-slate-700">
        We created the LeadFlow account for <strong>{companyName}</strong> ({email}). Payment for the <strong>{planName}</strong> plan opens in
        the next step; nothing has been charged yet.
      </p>
      <p className="mt-3 text-sm text-slate-600">Your login details are e-mailed to you once the payment is complete.</p>
    </div>
  );
}
