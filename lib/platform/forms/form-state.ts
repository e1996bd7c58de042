// The state every server action returns and every client form renders (docs/architecture.md, Server actions). Apart from
// lib/platform/forms/forms.ts (which re-exports it) so that client forms import only this, not the server's issue mapping
// (fieldErrors, zod's union flattening): the forms' chunks of every page with a form carry it.
export type FormState<F extends string = string> =
  | { status: "idle" }
  | {
      status: "invalid";
      code: "invalid_input";
      fieldErrors: Partial<Record<F, string>>;
      values: Partial<Record<F, string>>;
    }
  | { status: "failed"; code: FormErrorCode; message: string; values?: Partial<Record<F, string>> }
  | { status: "done"; message?: string; values?: Partial<Record<F, string>>; links?: FormLink[] };

/** A link a done answer offers under its message (a fresh invoice download on /payment-status). */
export type FormLink = { label: string; href: string };

/**
 * Why a form failed, for the client to branch on (the message is only shown, docs/architecture.md, The answer
 * contract): refused is a lib handler's refusal in its own words (a rate limit, a cap); send_failed means the server
 * could not keep the submission; unavailable, that the database is away for now (send it again in a few seconds);
 * unreachable means nothing reached the server.
 */
export type FormErrorCode =
  | "invalid_input"
  | "unreadable_form"
  | "refused"
  | "rate_limited"
  | "send_failed"
  | "link_invalid"
  | "managed_elsewhere"
  | "internal"
  | "unavailable"
  | "unreachable";

export type FormAction<F extends string = string> = (state: FormState<F>, form: FormData) => Promise<FormState<F>>;

export const IDLE: FormState<never> = { status: "idle" };

/** A send lost on the way (no network, a 5xx): nothing reached the server's checks (components/forms/send-failure-boundary.tsx). */
export const SEND_FAILED = "This could not be sent. Please check your connection and try again.";

/** The state a form starts from again after a send lost on the way, with what was sent. */
export function sendFailed<F extends string>(
  sent: Record<string, string>,
  fields: readonly F[],
  message = SEND_FAILED,
): FormState<F> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) if (field in sent) values[field] = sent[field];
  return { status: "failed", code: "unreachable", message, values };
}
