import { StepHeading } from "./step-heading";

/** docs/product.md section 2, mode 3; the line under the product's heading is content/interface-words.yaml's. */
export function CompletingPanel({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center py-10 text-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <StepHeading className="mt-6">Completing Your Registration</StepHeading>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}
