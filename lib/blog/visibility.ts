/** What decides whether a post (or any dated content) is on the public site: not a draft, and its date has come. */
export type Publishable = { date: string; draft?: boolean };

/** The UTC calendar day of `now`, as the ISO date posts carry ("2026-09-14"). */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Public when not a draft and dated today or earlier (UTC). A post dated in the future is scheduled: it appears once
 * its day comes, when the pages that list it are next rendered (they revalidate, see app/(site)/blog).
 */
export function isPublished(post: Publishable, now: Date = new Date()): boolean {
  return !post.draft && post.date <= isoDay(now);
}

export function publishedOnly<T extends Publishable>(posts: readonly T[], now: Date = new Date()): T[] {
  return posts.filter((post) => isPublished(post, now));
}
