import { wordParts } from "@/lib/site/words";
import type { FlowWords } from "./checkout-words";

type Props = {
  companyName: string;
  onRegisterAnother: () => void;
  /** content/interface-words.yaml's notice and button. */
  words: Pick<FlowWords, "pendingNotice" | "registerAnother">;
};

/** On a resumed payment step: whose payment this is, and the way out to register another company. */
export function PendingNotice({ companyName, onRegisterAnother, words }: Props) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        {wordParts(words.pendingNotice, {
          companyName: (
            <strong key="company" className="break-words">
              {companyName}
            </strong>
          ),
        })}
      </p>
      <button
        type="button"
        onClick={onRegisterAnother}
        className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {words.registerAnother}
      </button>
    </div>
  );
}
