// The contact form's limits, without the schema (lib/inbox/contact/schema.ts): what the browser needs to draw the
// form, so no validation library reaches a page's JavaScript.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
export const SUBJECT_MIN_LENGTH = 5;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

/** One line of plain text (lib/platform/text/plain-line.ts): the subject and the name head a mail. */
export { isPlainLine } from "../../platform/text/plain-line";
