import { and, eq } from "drizzle-orm";
import { DETAIL_LAYOUTS, postHref } from "@/lib/content/blog/layouts";
import type { Database } from "@/lib/platform/db/client";
import { blogComments, type BlogComment } from "@/lib/platform/db/schema";
import {
  verifyModerationLink,
  type ModerationLink,
  type ModerationLinkKeys,
  type VerifiedModerationLink,
} from "./links";

// What a moderation link does: approve (the comment shows under its post) or reject (the comment is deleted).
// Opening a link only shows the comment and asks (a mail scanner following links decides nothing); the page's button
// applies the decision once. A rejected comment is gone, so an approve link followed afterwards finds nothing to
// approve.

export type ModerationView =
  | { status: "invalid" }
  /** The decision can be made: a pending comment, or an approved one its reject link would take down. */
  | { status: "ask"; link: VerifiedModerationLink; comment: BlogComment }
  | { status: "approved"; link: VerifiedModerationLink; comment: BlogComment }
  /** Rejected (or removed on its author's data deletion request). */
  | { status: "deleted"; link: VerifiedModerationLink };

/** What the link's page shows, before anything changes. */
export async function moderationView(
  db: Database,
  keys: ModerationLinkKeys,
  query: unknown,
  now = new Date(),
): Promise<ModerationView> {
  const link = verifyModerationLink(keys, query, now);
  if (!link) return { status: "invalid" };
  const [comment] = await db.select().from(blogComments).where(eq(blogComments.id, link.commentId));
  if (!comment || comment.status === "rejected") return { status: "deleted", link };
  if (comment.status === "approved" && link.decision === "approve") return { status: "approved", link, comment };
  return { status: "ask", link, comment };
}

export type ModerationOutcome =
  | { outcome: "approved"; postSlug: string }
  | { outcome: "already-approved"; postSlug: string }
  | { outcome: "rejected"; postSlug: string; wasShown: boolean }
  /** Nothing to approve or reject any more: the comment was deleted. */
  | { outcome: "gone" };

/** Applies a verified link's decision (a person's click). Safe to repeat: the second time changes nothing. */
export async function moderateComment(
  db: Database,
  { commentId, decision }: ModerationLink,
): Promise<ModerationOutcome> {
  return decision === "approve" ? approve(db, commentId) : reject(db, commentId);
}

async function approve(db: Database, id: number): Promise<ModerationOutcome> {
  const [approved] = await db
    .update(blogComments)
    .set({ status: "approved" })
    .where(and(eq(blogComments.id, id), eq(blogComments.status, "pending")))
    .returning({ postSlug: blogComments.postSlug });
  if (approved) return { outcome: "approved", postSlug: approved.postSlug };
  const [existing] = await db
    .select({ postSlug: blogComments.postSlug, status: blogComments.status })
    .from(blogComments)
    .where(eq(blogComments.id, id));
  return existing?.status === "approved"
    ? { outcome: "already-approved", postSlug: existing.postSlug }
    : { outcome: "gone" };
}

async function reject(db: Database, id: number): Promise<ModerationOutcome> {
  const [deleted] = await db
    .delete(blogComments)
    .where(eq(blogComments.id, id))
    .returning({ postSlug: blogComments.postSlug, status: blogComments.status });
  return deleted
    ? { outcome: "rejected", postSlug: deleted.postSlug, wasShown: deleted.status === "approved" }
    : { outcome: "gone" };
}

/** The pages that show a post's comments, to revalidate when they change: both detail layouts, and their bare routes (the newest post). */
export function pagesShowingPost(slug: string): string[] {
  return Object.values(DETAIL_LAYOUTS).flatMap(({ path }) => [postHref(slug, path), path]);
}
