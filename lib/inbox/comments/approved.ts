import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { blogComments } from "@/lib/platform/db/schema";

/** What a post page shows of a comment: never the e-mail address or the IP. */
export type PublishedComment = { id: number; name: string; comment: string; postedAt: Date };

/** A post's approved comments, oldest first. */
export async function approvedComments(db: Pick<Database, "select">, postSlug: string): Promise<PublishedComment[]> {
  return db
    .select({
      id: blogComments.id,
      name: blogComments.name,
      comment: blogComments.comment,
      postedAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postSlug, postSlug), eq(blogComments.status, "approved")))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}
