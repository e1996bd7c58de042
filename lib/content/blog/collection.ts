type Dated = { slug: string; date: string; publishAt?: string };

/** A copy sorted newest first (UTC ISO instants and days sort as text); equal moments keep their order. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (b.publishAt ?? b.date).localeCompare(a.publishAt ?? a.date));
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
