import { contactSchema } from "@/lib/validation/contact";

/** The query parameter another page links with to prefill the subject, e.g. /contact-page?subject=Data%20deletion%20request. */
export const SUBJECT_PARAM = "subject";

/** The subject a link asks for, if it is one the form would accept; anything else leaves the field alone. */
export function subjectFromQuery(search: string): string | null {
  const subject = new URLSearchParams(search).get(SUBJECT_PARAM)?.trim();
  if (!subject) return null;
  return contactSchema.shape.subject.safeParse(subject).success ? subject : null;
}
