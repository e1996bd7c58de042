"use client";

import { useActionState } from "react";
import { IDLE, sendFailed, type FormAction, type FormState } from "@/lib/platform/forms/form-state";
import { buttonClasses } from "@/components/ui/button-link";
import { FormAnswer } from "./form-answer";
import { SendFailureBoundary } from "./send-failure-boundary";

type Props = { action: FormAction; token: string; question: string; submitLabel: string; pendingLabel: string };

/**
 * The one button behind a mailed link (confirm, unsubscribe): opening the link only asks, so a mail scanner that
 * follows it changes nothing; a person's click does.
 */
export function LinkActionForm(props: Props) {
  return (
    <SendFailureBoundary>
      {(failedWith) => <LiveLinkActionForm {...props} failed={failedWith !== null} />}
    </SendFailureBoundary>
  );
}

function LiveLinkActionForm({
  action,
  token,
  question,
  submitLabel,
  pendingLabel,
  failed,
}: Props & { failed: boolean }) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(action, failed ? sendFailed({}, []) : IDLE);
  if (state.status === "done") {
    return (
      <div role="status" className="mt-6 max-w-xl">
        <FormAnswer className="text-lg font-medium text-emerald-800">{state.message}</FormAnswer>
      </div>
    );
  }
  return (
    <form action={formAction} className="mt-6 flex max-w-xl flex-col items-center gap-4">
      <p className="text-lg text-slate-600">{question}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={buttonClasses("primary")}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {state.status === "failed" ? state.message : null}
      </p>
    </form>
  );
}
