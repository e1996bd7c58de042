"use client";

import { useActionState } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { ResendAnswer } from "@/lib/clients/messages";

export type ResendAction = () => Promise<ResendAnswer>;
type State = ResendAnswer | { status: "idle" };

/** 'Resend e-mail': pending, done and error states; the server action rate-limits it. */
export function ResendEmail({ resend }: { resend: ResendAction }) {
  const [state, formAction, pending] = useActionState<State>(() => resend(), { status: "idle" });
  return (
    <form action={formAction} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses("secondary")}>
        {pending ? "Sending..." : "Resend e-mail"}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {state.status === "done" ? state.message : null}
      </p>
      {state.status === "failed" ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
