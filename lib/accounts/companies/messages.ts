// What registration answers and the signup screen shows (docs/product.md sections 2, 3 and 8). Pure: the client
// island imports these too.
import type { ApiErrorCode } from "@/lib/platform/http";
import type { OrderSummaryInput } from "@/lib/billing/plans/order-summary";
import { tryAgainIn } from "@/lib/platform/forms/retry-message";

export const REGISTRATION_FAILED = "Registration failed. Please try again or contact support if the issue persists.";
export const REGISTRATION_UNEXPECTED = "An unexpected error occurred during registration. Please try again.";
export const REGISTRATION_INVALID = "Please check your form inputs and try again.";
export const REGISTRATION_DONE = "Client registered successfully";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in or use another email.";
/** The same refusal under the Email field (the answer's details), which the banner above explains. */
export const EMAIL_TAKEN_FIELD = "An account with this email already exists";
/** Added to every duplicate e-mail answer of the signup form, so it reveals nothing about the account. */
export const RESUME_LINK_NOTE =
  "If this registration is still waiting for payment, we have e-mailed a link to finish it.";
export const RESUME_LINK_INVALID =
  "This link has expired or was already used. Submit your e-mail again to get a new one.";
/** A signup link whose registration needs nothing more: submitting the e-mail again would only say it exists. */
export const RESUME_ACCOUNT_ACTIVE =
  "This registration is complete and its account is active: there is nothing left to pay.";
export const PLAN_UNAVAILABLE = "The selected plan is not available. Please choose a plan on the pricing page.";
export const SYNC_WARNING =
  "Your account was created successfully, but there was an issue syncing with our systems. Please contact support with your API key to complete the setup.";

/** docs/product.md section 3: the registration response data. api_key is shown once and never stored in clear. */
export type RegistrationData = {
  id: number;
  api_key: string;
  contact_email: string;
  client_identifier: string;
  client_name: string;
  contact_phone: string;
};

export type RegistrationAnswer =
  | { success: true; data: RegistrationData; message: string; requires_payment: boolean }
  | { success: false; code: ApiErrorCode; error: string; details?: Record<string, string> };

/**
 * The completion step's answer: synced (or sync skipped by configuration), or the sync warning applies; apiKey:
 * with a failed sync, the registration's key for the warning (when this browser registered it); order: what the
 * completion page's order summary shows (docs/buying.md), where this site holds the registration's payments.
 */
export type CompletionAnswer =
  | { success: true; sync: "synced" | "skipped" | "failed"; apiKey?: string; order?: OrderSummaryInput }
  | { success: false; code: ApiErrorCode; error: string };

export const RESEND_DONE = "We sent the e-mail again.";
export const RESEND_FAILED = "We could not send the e-mail again. Please try again later or contact support.";

export function resendLimited(retryAfterMs: number): string {
  return `You have asked for the e-mail too often. ${tryAgainIn(retryAfterMs)}`;
}

/** The temporary password is spent: the answer links to /forgot. */
export const RESEND_PASSWORD_CHOSEN =
  "You have already chosen your own password, so there is no temporary password to send again.";
export const FORGOT_PASSWORD_PATH = "/forgot";

export type ResendAnswer =
  { status: "done"; message: string } | { status: "failed"; code: ResendFailure; message: string };

/**
 * password_chosen: the answer links to /forgot; managed_elsewhere: the provider sends its own welcome e-mails;
 * unreachable: the call never reached the server.
 */
export type ResendFailure =
  "password_chosen" | "rate_limited" | "signup_expired" | "managed_elsewhere" | "internal" | "unreachable";
