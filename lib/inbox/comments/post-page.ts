import "server-only";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { approvedComments, type PublishedComment } from "./approved";

/**
 * A post page's approved comments, read when the page is rendered. `next build` prerenders the post pages, and the
 * embedded PGlite database belongs to the server that will run, not to the build (several build workers opening its
 * folder at once would corrupt it): without DATABASE_URL the build renders no comments, and the pages' revalidation
 * (an approval, or their revalidate period after a deploy) fills them in. With DATABASE_URL the build reads them.
 */
export async function commentsForPostPage(postSlug: string): Promise<PublishedComment[]> {
  if (env.building && !env.database.url) return [];
  return approvedComments(await getDb(), postSlug);
}
