export type CategoryCount = { name: string; count: number };

/** How many posts each category holds: most posts first, then alphabetical. */
export function categoryCounts(posts: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category } of posts) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A URL- and id-safe form of a category or tag name, e.g. "AI & Automation" → "ai-automation". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// The prerendered lists of one category's or one tag's posts.
export const CATEGORY_PATH = "/blog/category";
export const TAG_PATH = "/blog/tag";

export const categoryHref = (name: string) => `${CATEGORY_PATH}/${categorySlug(name)}`;
export const tagHref = (name: string) => `${TAG_PATH}/${categorySlug(name)}`;

type Filterable = { category: string; tags: readonly string[] };

/** Every category with at least one post, in the order categoryCounts lists them. */
export function categoryNames(posts: readonly Filterable[]): string[] {
  return categoryCounts(posts).map(({ name }) => name);
}

/** Every tag with at least one post, in the order they first appear. */
export function tagNames(posts: readonly Filterable[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))];
}

/** The category a slug names, with its posts (in the given order); undefined for a slug no post's category has. */
export function postsInCategory<P extends Filterable>(
  posts: readonly P[],
  slug: string,
): { name: string; posts: P[] } | undefined {
  const name = categoryNames(posts).find((candidate) => categorySlug(candidate) === slug);
  return name === undefined ? undefined : { name, posts: posts.filter((post) => post.category === name) };
}

/** The tag a slug names, with the posts that carry it; undefined for a slug no post's tags have. */
export function postsWithTag<P extends Filterable>(
  posts: readonly P[],
  slug: string,
): { name: string; posts: P[] } | undefined {
  const name = tagNames(posts).find((candidate) => categorySlug(candidate) === slug);
  return name === undefined ? undefined : { name, posts: posts.filter((post) => post.tags.includes(name)) };
}
