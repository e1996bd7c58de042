"use server";

import { adminApi } from "@/lib/accounts/backend";
import { formAction } from "@/lib/server/form-action";
import { RESET_REQUEST_FAILED, requestPasswordReset } from "@/lib/accounts/password-reset/request";
import { emailFormSchema } from "@/lib/platform/forms/email";

// With ADMIN_API_URL the provider owns the accounts and their passwords; our database has none to reset.
const RESET_BY_PROVIDER = "Passwords are managed by our account provider. Please contact support to have yours reset.";

// A public POST endpoint: requestPasswordReset() validates every input and answers the same for every address.
export const requestReset = formAction(
  emailFormSchema,
  async (_input, { db, ip, entries }) => {
    if (!adminApi().capabilities.passwordReset)
      return { status: "failed", code: "managed_elsewhere", message: RESET_BY_PROVIDER };
    const result = await requestPasswordReset(db, entries, { ip });
    // Sent after the answer, so its timing tells nothing about whether the address has an account.
    return { ...result, queuedJobs: result.status === "done" && result.mailQueued };
  },
  {
    name: "requestReset",
    fields: ["email"] as const,
    failed: { message: RESET_REQUEST_FAILED, log: "Password reset request failed" },
  },
);
