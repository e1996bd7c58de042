import * as z from "zod/mini";
import { fieldErrors } from "@/lib/platform/forms/forms";
import { CONTACT_FIELDS, CONTACT_LIMITS, SUBJECT_MIN_LENGTH } from "./rules";
import { EMAIL_MESSAGES, emailAddress, requiredText } from "../../platform/forms/email";
import { isPlainLine, notPlainLine } from "../../platform/text/plain-line";

// docs/product.md section 5: the contact rules with their exact messages, shared by the form (browser) and the
// server action. Length limits and the one-line name and subject are abuse guards: the subject becomes a mail header,
// the name heads the mail (lib/platform/text/plain-line.ts).

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters long",
  nameLong: "Name must be at most 100 characters long",
  nameNotPlain: notPlainLine("Name"),
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailLong: EMAIL_MESSAGES.tooLong,
  subjectRequired: "Subject is required",
  subjectShort: "Subject must be at least 5 characters long",
  subjectLong: "Subject must be at most 150 characters long",
  subjectNotPlain: notPlainLine("Subject"),
  messageRequired: "Message is required",
  messageShort: "Message must be at least 10 characters long",
  messageLong: "Message must be at most 5000 characters long",
} as const;

export { CONTACT_FIELDS, CONTACT_LIMITS } from "./rules";

const M = CONTACT_MESSAGES;

const text = requiredText;

/** A person's name as the contact and comment forms ask for it; one line, as it heads the mail and the comment. */
export const personName = text(M.nameRequired).check(
  z.minLength(2, M.nameShort),
  z.maxLength(CONTACT_LIMITS.name, M.nameLong),
  z.refine(isPlainLine, M.nameNotPlain),
);

export const contactSchema = z.object({
  name: personName,
  email: emailAddress,
  subject: text(M.subjectRequired).check(
    z.minLength(SUBJECT_MIN_LENGTH, M.subjectShort),
    z.maxLength(CONTACT_LIMITS.subject, M.subjectLong),
    z.refine(isPlainLine, M.subjectNotPlain),
  ),
  message: text(M.messageRequired).check(
    z.minLength(10, M.messageShort),
    z.maxLength(CONTACT_LIMITS.message, M.messageLong),
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export function contactFieldErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<ContactField, string>> {
  return fieldErrors(issues, CONTACT_FIELDS);
}
