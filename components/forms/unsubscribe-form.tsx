"use client";

import { useActionState } from "react";
import { IDLE, type FormAction, type FormState } from "@/lib/forms";
import { buttonClasses } from "@/components/ui/button-link";

type Props = { action: FormAction; token: string; question: string };

/** One button, so a mail scanner following the link unsubscribes nobody: only a person's click does. */
export function UnsubscribeForm({ action, token, question }: Props) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(action, IDLE);
  if (state.status === "done") {
    return (
      <p role="status" className="mt-6 max-w-xl text-lg font-medium text-emerald-800">
        {state.message}
      </p>
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
