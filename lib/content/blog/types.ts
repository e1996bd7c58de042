import type { RenderableTreeNodes } from "@markdoc/markdoc";
import type { BlogPostSummary } from "../types";

/** A full post: the summary served by the `blog` section plus what only the detail page needs. */
export type BlogPost = BlogPostSummary & {
  /** The instant it goes public, UTC ISO ("2026-09-14T03:30:00.000Z"); `date` is its UTC day, for display. */
  publishAt: string;
  /** Minutes, at about 220 words a minute, counted from the body (lib/content/blog/reading-time.ts). */
  readingTime: number;
  /** The Markdoc body, transformed (lib/content/markdoc.ts); components/blog/post-body.tsx renders it. */
  body: RenderableTreeNodes;
};
