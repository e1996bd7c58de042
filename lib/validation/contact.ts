import * as z from "zod/mini";
import { fieldErrors } from "@/lib/forms";

// SPEC.md section 5: the contact rules with their exact messages, shared by the form (browser) and the
// server action. Length limits and the single-line subject are abuse guards: the subject becomes a mail header.

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters long",
  nameLong: "Name must be at most 100 characters long",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailLong: "Email must be at most 254 characters long",
  subjectRequired: "Subject is required",
  subjectShort: "Subject must be at least 5 characters long",
  subjectLong: "Subject must be at most 150 characters long",
  subjectMultiline: "Subject must be a single line",
  messageRequired: "Message is required",
  messageShort: "Message must be at least 10 characters long",
  messageLong: "Message must be at most 5000 characters long",
} as const;

/** The hidden field people never see; bots that fill every input fill it too (the server then pretends success). */
export const HONEYPOT_FIELD = "website";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const M = CONTACT_MESSAGES;

// A missing or non-text value reads as empty: the required message, not "Invalid input".
const text = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required));

export const contactSchema = z.object({
  name: text(M.nameRequired).check(z.minLength(2, M.nameShort), z.maxLength(CONTACT_LIMITS.name, M.nameLong)),
  email: z.pipe(text(M.emailRequired).check(z.maxLength(CONTACT_LIMITS.email, M.emailLong)), z.email(M.emailInvalid)),
  subject: text(M.subjectRequired).check(
    z.minLength(5, M.subjectShort),
    z.maxLength(CONTACT_LIMITS.subject, M.subjectLong),
    z.refine((subject) => !/[\r\n\u2028\u2029]/.test(subject), M.subjectMultiline),
  ),
  message: text(M.messageRequired).check(z.minLength(10, M.messageShort), z.maxLength(CONTACT_LIMITS.message, M.messageLong)),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

export function contactFieldErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<ContactField, string>> {
  return fieldErrors(issues, CONTACT_FIELDS);
}
