/** A comfortable reading speed for business prose. */
export const WORDS_PER_MINUTE = 220;

/** Words in a body's blocks (paragraphs, headings, list items: lib/content/markdoc.ts bodyBlockTexts). */
export function countWords(blocks: readonly string[]): number {
  return blocks.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
