"use client";

import { useActionState } from "react";
import { IDLE, sendFailed, type FormAction, type FormState } from "@/lib/forms";
import { buttonClasses } from "@/components/ui/button-link";
import { FormAnswer } from "./form-answer";
import { SendFailureBoundary } from "./send-failure-boundary";

type Props = { action: FormAction; token: string; question: string };

/** One button, so a mail scanner following the link unsubscribes nobody: only a person's click does. */
export function UnsubscribeForm(props: Props) {
  return <SendFailureBoundary>{(failedWith) => <LiveUnsubscribeForm {...props} failed={failedWith !== null} />}</SendFailureBoundary>;
}

function LiveUnsubscribeForm({ action, token, question, failed }: Props & { failed: boolean }) {
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
        {pending ? "Unsubscribing..." : "Unsubscribe"}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {state.status === "failed" ? state.message : null}
      </p>
    </form>
  );
}
