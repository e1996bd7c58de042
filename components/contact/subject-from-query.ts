import { CONTACT_LIMITS, isPlainLine, SUBJECT_MIN_LENGTH } from "@/lib/inbox/contact/rules";

/** The query parameter another page links with to prefill the subject, e.g. /contact-page?subject=Data%20deletion%20request. */
export const SUBJECT_PARAM = "subject";

/**
 * The subject a link asks for, if its length and its one line of plain text are what the form accepts; anything else leaves the
 * field alone. The server action checks every rule again when the message is sent.
 */
export function subjectFromQuery(search: string): string | null {
  const subject = new URLSearchParams(search).get(SUBJECT_PARAM)?.trim();
  if (!subject) return null;
  const fits = subject.length >= SUBJECT_MIN_LENGTH && subject.length <= CONTACT_LIMITS.subject && isPlainLine(subject);
  return fits ? subject : null;
}
