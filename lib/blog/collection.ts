type Dated = { slug: string; date: string };

/** A copy sorted newest first (ISO dates sort as text); equal dates keep their order. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date));
}

export function recentPosts<T extends Dated>(posts: readonly T[], count: number): T[] {
  return newestFirst(posts).slice(0, count);
}

export function findPost<T extends Dated>(posts: readonly T[], slug: string): T | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The post published just before (previous) and just after (next) the given one. */
export function adjacentPosts<T extends Dated>(posts: readonly T[], slug: string): { previous?: T; next?: T } {
  const sorted = newestFirst(posts);
  const index = sorted.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  return { previous: sorted[index + 1], next: index > 0 ? sorted[index - 1] : undefined };
}
