"use client";

import { useActionState } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { FORGOT_PASSWORD_PATH, RESEND_FAILED, type ResendAnswer } from "@/lib/accounts/companies/messages";
import type { FlowWords } from "./checkout-words";

export type ResendAction = () => Promise<ResendAnswer>;
type State = ResendAnswer | { status: "idle" };

/**
 * 'Resend e-mail': pending, done and error states; the server action rate-limits it. The button's and the link's words
 * are staff's (content/interface-words.yaml); the busy state and the answers are the product's (docs/editing.md).
 */
export function ResendEmail({
  resend,
  words,
}: {
  resend: ResendAction;
  words: Pick<FlowWords, "resendButton" | "resetPassword">;
}) {
  // A send lost on the way (no network, a 5xx) is this form's failure, not the page's.
  const [state, formAction, pending] = useActionState<State>(
    () => resend().catch(() => ({ status: "failed", code: "unreachable", message: RESEND_FAILED }) as const),
    { status: "idle" },
  );
  return (
    <form action={formAction} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses("secondary")}>
        {pending ? "Sending..." : words.resendButton}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {state.status === "done" ? state.message : null}
      </p>
      {state.status === "failed" ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {state.message}
          {state.code === "password_chosen" ? (
            <>
              {" "}
              <a href={FORGOT_PASSWORD_PATH} className="underline underline-offset-2 hover:text-red-950">
                {words.resetPassword}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
