"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { adminApiIsRemote } from "@/lib/admin";
import { clientIp } from "@/lib/request/meta";
import { getDb } from "@/lib/db";
import { formStateOf, formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { RESET_REQUEST_FAILED, requestPasswordReset } from "@/lib/password-reset/request";
import { logger } from "@/lib/log";

type EmailFormState = FormState<"email">;

// With ADMIN_API_URL the provider owns the accounts and their passwords; our database has none to reset.
const RESET_BY_PROVIDER = "Passwords are managed by our account provider. Please contact support to have yours reset.";

// A public POST endpoint: requestPasswordReset() validates every input and answers the same for every address.
export async function requestReset(_: EmailFormState, form: FormData): Promise<EmailFormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, ["email"] as const);
  if (adminApiIsRemote()) return { status: "failed", message: RESET_BY_PROVIDER, values };
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await requestPasswordReset(db, Object.fromEntries(form), { ip: clientIp(headerList) });
    // Sent after the answer, so its timing tells nothing about whether the address has an account.
    if (result.status === "done" && result.mailQueued) after(drainQuietly);
    return formStateOf(result, values);
  } catch (error) {
    logger.error({ err: error }, "Password reset request failed");
    return { status: "failed", message: RESET_REQUEST_FAILED, values };
  }
}
