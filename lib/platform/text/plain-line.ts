// What a one-line field (a company, a name, a subject, a billing name) may not hold. Such fields end up in e-mails,
// headers, PDFs and pages, where a line break starts a line the visitor did not write, and a bidirectional
// embedding, override or isolate shows the text in another order than it is stored ("moc.live" as "evil.com").
// Refused: every control (Cc: C0, DEL, C1 with NEL), every format character (Cf: direction controls, soft hyphen,
// BOM, word joiner, …) and the line and paragraph separators (Zl, Zp: U+2028, U+2029). Kept, as the only
// exceptions: the zero-width non-joiner and joiner (U+200C, U+200D), which Indic and Persian spelling needs, and
// the left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C), which only settle the
// direction of the neutral characters next to them and cannot reorder a run of text (docs/security.md). Refused
// too: an RFC 2047 encoded word ("=?utf-8?q?Bob=0D=0ABcc:_x@evil.example?="), plain ASCII that a mail client
// decodes in a Subject or a display name into whatever it encodes, line breaks included. No validation library
// here: the browser reads it too (components/contact/subject-from-query.ts).
const HIDDEN = "(?![\\u200c-\\u200f\\u061c])[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]";
const HIDDEN_CHARACTER = new RegExp(HIDDEN, "u");
const HIDDEN_RUNS = new RegExp(`(?:${HIDDEN})+`, "gu");
/** charset (with an RFC 2231 language), B or Q, the encoded text: what a mail reader decodes (RFC 2047, 2). */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

export function isPlainLine(value: string): boolean {
  return !HIDDEN_CHARACTER.test(value) && !ENCODED_WORD.test(value);
}

/**
 * The same text on one line, each run of refused characters a space: for where text goes out (a PDF line, a mail
 * header), whatever was stored before the rules were this strict.
 */
export function toOneLine(value: string): string {
  return value.replace(HIDDEN_RUNS, " ");
}

/** "Company name must be a single line without hidden characters" */
export const notPlainLine = (label: string) => `${label} must be a single line without hidden characters`;
