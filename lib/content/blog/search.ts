// Title search for the sidebar: case-, accent- and punctuation-insensitive, every word must match.

/** Lower case, accents removed, anything that is not a letter or digit turned into a single space. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Items whose title contains every word of the query, in their original order. A blank query matches all. */
export function searchByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const terms = normalizeText(query).split(" ").filter(Boolean);
  if (terms.length === 0) return [...items];
  return items.filter((item) => {
    const title = normalizeText(item.title);
    return terms.every((term) => title.includes(term));
  });
}
