// What a one-line field (a company, a name, a subject) may not hold. Such fields end up in e-mails, headers and
// pages, where a line break starts a line the visitor did not write, and a bidirectional embedding, override or
// isolate (U+202A-U+202E, U+2066-U+2069) shows the text in another order than it is stored ("moc.live" as
// "evil.com"). Refused: C0 controls (line breaks and tabs included), DEL, C1 controls, U+2028 and U+2029, and those
// direction controls. Kept: the left-to-right and right-to-left marks (U+200E, U+200F, U+061C), which only settle
// the direction of the neutral characters next to them and cannot reorder a run of text (names mixing Arabic or
// Hebrew with Latin need them), and the zero-width joiners that Indic scripts need. No validation library here:
// the browser reads it too (components/contact/subject-from-query.ts).
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function isPlainLine(value: string): boolean {
  return !HIDDEN_CHARACTERS.test(value);
}

/** "Company name must be a single line without hidden characters" */
export const notPlainLine = (label: string) => `${label} must be a single line without hidden characters`;
