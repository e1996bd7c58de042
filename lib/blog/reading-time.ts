import type { BlogBlock } from "@/content/blog/types";

/** A comfortable reading speed for business prose. */
export const WORDS_PER_MINUTE = 220;

export function countWords(blocks: readonly BlogBlock[]): number {
  const text = blocks.map((block) => (block.type === "ul" ? block.items.join(" ") : block.text)).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
