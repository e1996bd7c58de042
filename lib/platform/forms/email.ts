import * as z from "zod/mini";
import { fieldErrors } from "@/lib/platform/forms/forms";

// The e-mail rule every form shares (docs/product.md section 5 messages), and the one-field forms built on it: newsletter,
// launch list, forgot password. Shared by the browser and the server.

export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: "Email must be at most 254 characters long",
} as const;

export const EMAIL_MAX_LENGTH = 254;

/** NUL characters: nobody types them, and PostgreSQL cannot store them in text (the insert would fail). */
export const withoutNul = z.overwrite((value: string) => value.replaceAll("\u0000", ""));

/** A missing or non-text value reads as empty: the required message, not "Invalid input". */
export const requiredText = (message: string) =>
  z.string({ error: message }).check(withoutNul, z.trim(), z.minLength(1, message));

export const emailAddress = z.pipe(
  requiredText(EMAIL_MESSAGES.required).check(z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)),
  z.email(EMAIL_MESSAGES.invalid),
);

export const emailFormSchema = z.object({ email: emailAddress });
export type EmailField = "email";

export function emailFieldErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<EmailField, string>> {
  return fieldErrors(issues, ["email"] as const);
}
