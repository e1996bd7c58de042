import { publishInstant } from "./publish-moment";

/**
 * What decides whether a post (or any dated content) is on the public site: not a draft, and its moment has come.
 * `publishAt` is the instant (lib/content/blog/publish-moment.ts); without it, the day `date` from midnight UTC.
 */
export type Publishable = { date: string; publishAt?: string; draft?: boolean };

/** The UTC calendar day of `now`, as the ISO date posts carry ("2026-09-14"). */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Public when not a draft and its publish instant has passed. A post due later is scheduled: it appears from that
 * instant, when the pages that show it are rendered again (at the instant: lib/server/blog-schedule.ts).
 */
export function isPublished(post: Publishable, now: Date = new Date()): boolean {
  if (post.draft) return false;
  const instant = publishInstant(post.publishAt ?? post.date);
  return instant !== null && instant <= now.getTime();
}

export function publishedOnly<T extends Publishable>(posts: readonly T[], now: Date = new Date()): T[] {
  return posts.filter((post) => isPublished(post, now));
}
