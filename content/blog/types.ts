import type { BlogPostSummary } from "../types";

/** One block of a post body, rendered by components/blog/post-body.tsx (no markdown). */
export type BlogBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: string[] };

/** A full post: the summary served by the `blog` section plus what only the detail page needs. */
export type BlogPost = BlogPostSummary & {
  /** Minutes, at about 220 words a minute (checked by lib/blog/reading-time.test.ts). */
  readingTime: number;
  body: BlogBlock[];
};
