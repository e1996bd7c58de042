"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/clients/request-meta";
import { getDb } from "@/lib/db";
import { formStateOf, formValues, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/outbox/app-jobs";
import { RESET_REQUEST_FAILED, requestPasswordReset } from "@/lib/password-reset/request";

type EmailFormState = FormState<"email">;

// A public POST endpoint: requestPasswordReset() validates every input and answers the same for every address.
export async function requestReset(_: EmailFormState, form: FormData): Promise<EmailFormState> {
  const values = formValues(form, ["email"] as const);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await requestPasswordReset(db, Object.fromEntries(form), { ip: clientIp(headerList) });
    // Sent after the answer, so its timing tells nothing about whether the address has an account.
    if (result.status === "done" && result.mailQueued) after(drainQuietly);
    return formStateOf(result, values);
  } catch (error) {
    console.error("Password reset request failed", error);
    return { status: "failed", message: RESET_REQUEST_FAILED, values };
  }
}
