import type { InterfaceWords } from "@/lib/content/interface-words";

type Words = Pick<InterfaceWords["signup"], "testPaymentsTitle" | "testPaymentsLead" | "testPaymentsText">;

/**
 * Says that this site takes test payments only (the sandbox gateway: on `npm start` on a developer's machine, with
 * PAYMENTS_SANDBOX=true, and in a preview), above the signup form where a visitor would pay. Server-rendered, no script.
 * Its words are staff's (content/interface-words.yaml).
 */
export function TestPaymentsBanner({ words }: { words: Words }) {
  return (
    <aside
      aria-label={words.testPaymentsTitle}
      className="mb-8 rounded-xl border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>
        <strong className="font-semibold">{words.testPaymentsLead}</strong> {words.testPaymentsText}
      </p>
    </aside>
  );
}
