import * as z from "zod/mini";
import { fieldErrors } from "@/lib/platform/forms/forms";
import { withoutNul } from "../../platform/forms/email";
import { isPlainLine, notPlainLine } from "../../platform/text/plain-line";
import { SIGNUP_FIELDS, SIGNUP_LIMITS, type SignupField } from "./rules";

// docs/product.md section 5: the signup rules with their exact messages, checked on the server for every registration (the
// signup action and POST /api/clients/register); the form shows the field errors the server answers.

export const SIGNUP_MESSAGES = {
  companyRequired: "Company name is required",
  contactRequired: "Contact name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number with country code (e.g., +1 or +91)",
  termsRequired: "You must accept the Terms of Service and Privacy Policy to continue",
  // Not in the product spec: the names go into the welcome e-mail, to an address nobody has verified yet.
  companyNotPlain: notPlainLine("Company name"),
  contactNotPlain: notPlainLine("Contact name"),
} as const;

export { SIGNUP_FIELDS, SIGNUP_LIMITS, type SignupField } from "./rules";

/** A plus sign, a digit 1-9, then 7 to 15 digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{7,15}$/;
// Spaces, dots, dashes and brackets people type inside numbers ("+91 98765-43210") are dropped before the rule.
const PHONE_SEPARATORS = /[\s().-]/g;

const requiredText = (required: string, max: number, label: string) =>
  // A missing or non-text value reads as empty: the required message, not "Invalid input".
  z
    .string({ error: required })
    .check(
      withoutNul,
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const ticked = (value: unknown) => value === true || value === "true" || value === "on";

export const signupSchema = z.object({
  client_name: requiredText(SIGNUP_MESSAGES.companyRequired, SIGNUP_LIMITS.companyName, "Company name").check(
    z.refine(isPlainLine, SIGNUP_MESSAGES.companyNotPlain),
  ),
  contact_name: requiredText(SIGNUP_MESSAGES.contactRequired, SIGNUP_LIMITS.contactName, "Contact name").check(
    z.refine(isPlainLine, SIGNUP_MESSAGES.contactNotPlain),
  ),
  contact_email: z.pipe(
    requiredText(SIGNUP_MESSAGES.emailRequired, SIGNUP_LIMITS.email, "Email"),
    z.email(SIGNUP_MESSAGES.emailInvalid),
  ),
  contact_phone: z.pipe(
    requiredText(SIGNUP_MESSAGES.phoneRequired, SIGNUP_LIMITS.phone, "Phone number"),
    z.pipe(
      z.transform((phone: string) => phone.replace(PHONE_SEPARATORS, "")),
      z.string().check(z.regex(PHONE_PATTERN, SIGNUP_MESSAGES.phoneInvalid)),
    ),
  ),
  acceptTerms: z.pipe(z.transform(ticked), z.literal(true, SIGNUP_MESSAGES.termsRequired)),
});

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export function signupFieldErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<SignupField, string>> {
  return fieldErrors(issues, SIGNUP_FIELDS);
}
