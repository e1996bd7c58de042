// GET /blog/feed.xml – RSS 2.0 of the published posts, newest first (lib/content/blog/feed.ts)
import { FEED_CONTENT_TYPE, rssFeed } from "@/lib/content/blog/feed";
import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { getPosts } from "@/lib/content/blog/posts";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";
import { env } from "@/lib/platform/env";

// Prerendered at build, then regenerated at most every 5 minutes: a scheduled post joins the feed from its minute without a
// rebuild, as the blog's pages do.
export const dynamic = "force-static";
export const revalidate = 300;

export async function GET() {
  const feed = rssFeed({
    title: (await interfaceWords()).blog.feedTitle,
    description: (await blogPage()).headingText,
    origin: env.canonicalUrl,
    listPath: LIST_LAYOUTS.threeColumn.path,
    posts: await getPosts(),
  });
  return new Response(feed, { headers: { "content-type": FEED_CONTENT_TYPE } });
}
