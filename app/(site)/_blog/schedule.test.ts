import sitemap from "@/app/sitemap";
import { GET as feed } from "@/app/(site)/blog/feed.xml/route";
import { getPost, getPosts } from "@/lib/content/blog/posts";
import { setBlogNowForTests } from "@/lib/content/blog/clock";
import { postMetadata } from "@/lib/content/blog/metadata";

// A scheduled post with the clock moved to either side of its publish instant (content/blog/posts/
// speed-to-lead-first-five-minutes.mdoc, dated 2026-11-10: midnight UTC): from that minute its head, the lists, the
// sitemap and the feed have it; a minute before, none does. The routes regenerate every 5 minutes (revalidate = 300).

const SLUG = "speed-to-lead-first-five-minutes";
const BEFORE = new Date("2026-11-09T23:59:00Z");
const AFTER = new Date("2026-11-10T00:00:00Z");

afterEach(() => setBlogNowForTests(null));

async function publicEverywhere(): Promise<Record<string, boolean>> {
  const post = await getPost(SLUG);
  const head = post ? await postMetadata(post) : null;
  return {
    page: post !== undefined,
    head: head?.alternates?.canonical === `/blog-details-right-sidebar/${SLUG}` && head.robots === undefined,
    lists: (await getPosts()).some((each) => each.slug === SLUG),
    sitemap: (await sitemap()).some((entry) => entry.url.endsWith(`/${SLUG}`)),
    feed: (await (await feed()).text()).includes(SLUG),
  };
}

it("a scheduled post is nowhere a minute before its instant and everywhere from it", async () => {
  setBlogNowForTests(BEFORE);
  expect(await publicEverywhere()).toEqual({ page: false, head: false, lists: false, sitemap: false, feed: false });
  setBlogNowForTests(AFTER);
  expect(await publicEverywhere()).toEqual({ page: true, head: true, lists: true, sitemap: true, feed: true });
});
