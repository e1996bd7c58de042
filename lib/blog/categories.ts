export type CategoryCount = { name: string; count: number };

/** How many posts each category holds: most posts first, then alphabetical. */
export function categoryCounts(posts: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category } of posts) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A URL- and id-safe form of a category name, e.g. "AI & Automation" → "ai-automation". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
