// A staff text with named placeholders ("Upgrading {companyName} from…"), typed by the names its field declares
// (lib/content/keystatic/interface-words.ts), so a page cannot forget a value or pass one the text has no place for.
// No server code here: the checkout fills its sentences in the browser.

declare const placeholders: unique symbol;
/** A text whose placeholders are K (the content check holds the file to it). */
export type Words<K extends string = never> = string & { readonly [placeholders]?: K };

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders written in a text, in order. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);

/**
 * The text split at its placeholders, each replaced by its value: any value (a string, or a link or <strong> a
 * component renders). An unknown name stays as written (the content check refuses it before a build).
 */
export function wordParts<K extends string, V>(text: Words<K>, values: Record<K, V>): (string | V)[] {
  const parts: (string | V)[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(values[name as K]);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** The text with each placeholder replaced by its value. */
export const fillWords = <K extends string>(text: Words<K>, values: Record<K, string | number>): string =>
  wordParts(text, values).join("");
