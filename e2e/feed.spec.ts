// What a marketing blog is expected to have (issue 24): an RSS feed linked from the blog's head, and an OpenGraph image
// of its own for every post, generated at build time.
import type { APIRequestContext } from "@playwright/test";
import type { BlogPostSummary } from "@/lib/content/types";
import { newestFirst } from "@/lib/content/blog/collection";
import { expect, test } from "./fixtures";

/** The published posts as the site itself lists them (the content API's `blog` section: drafts and scheduled posts left out). */
async function publishedPosts(request: APIRequestContext): Promise<BlogPostSummary[]> {
  const [section] = (await (await request.get("/api/content/blog")).json()) as {
    content_data: { blogData: BlogPostSummary[] };
  }[];
  return newestFirst(section.content_data.blogData);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("the feed is well-formed RSS 2.0 of every published post, newest first, with absolute URLs", async ({
  page,
  request,
  baseURL,
}) => {
  const published = await publishedPosts(request);
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();

  await page.goto("/faq");
  // The browser's own XML parser: what a feed reader would make of it.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror")?.textContent ?? null;
    const items = [...doc.getElementsByTagName("item")].map((item) => {
      const field = (name: string) => item.getElementsByTagName(name)[0]?.textContent ?? null;
      return {
        title: field("title"),
        link: field("link"),
        guid: field("guid"),
        pubDate: field("pubDate"),
        description: field("description"),
        author: field("dc:creator"),
        category: field("category"),
      };
    });
    return { error, root: doc.documentElement.nodeName, version: doc.documentElement.getAttribute("version"), items };
  }, xml);

  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: "rss", version: "2.0" });
  expect(feed.items).toEqual(
    published.map((post) => ({
      title: post.title,
      link: `${baseURL}/blog-details-right-sidebar/${post.slug}`,
      guid: `${baseURL}/blog-details-right-sidebar/${post.slug}`,
      pubDate: new Date(`${post.date}T00:00:00Z`).toUTCString(),
      description: post.excerpt,
      author: post.author,
      category: post.category,
    })),
  );
  for (const item of feed.items) expect((await request.get(item.link!)).status(), item.link!).toBe(200);
});

test("the blog's list and post pages link the feed from their head", async ({ page, request, baseURL }) => {
  const published = await publishedPosts(request);
  for (const path of [
    "/blog-three-column",
    "/blog-right-sidebar/page/2",
    `/blog-details-right-sidebar/${published[0].slug}`,
    `/blog-details-left-sidebar/${published[1].slug}`,
  ]) {
    await page.goto(path);
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed, path).toHaveAttribute("href", `${baseURL}/blog/feed.xml`);
    await expect(feed, path).toHaveAttribute("title", "The LeadFlow Blog");
  }
});

test("every post has an OpenGraph image of its own, a 1200x630 PNG, as do the pages that show the newest post", async ({
  page,
  request,
}) => {
  const published = await publishedPosts(request);
  const pages = [
    ...published.flatMap((post) => [
      `/blog-details-right-sidebar/${post.slug}`,
      `/blog-details-left-sidebar/${post.slug}`,
    ]),
    "/blog-details-right-sidebar",
    "/blog-details-left-sidebar",
  ];
  const images = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image, path).toMatch(/\/opengraph-image/);
    expect(image, path).not.toMatch(/\/opengraph-image(\?|$)/); // not the site's shared image
    await expect(page.locator('meta[name="twitter:image"]'), path).toHaveAttribute("content", image!);
    await expect(page.locator('meta[property="og:image:width"]'), path).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]'), path).toHaveAttribute("content", "630");

    const response = await request.get(image!);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()["content-type"], image!).toBe("image/png");
    expect(pngSize(await response.body()), image!).toEqual({ width: 1200, height: 630 });
    images.set(path, image!);
  }
  // One image per post: the two layouts of a post may share a card, two posts never do.
  const rightSide = published.map((post) => images.get(`/blog-details-right-sidebar/${post.slug}`));
  expect(new Set(rightSide).size).toBe(published.length);
});

test("a post still shows its reading time", async ({ page, request }) => {
  const [post] = await publishedPosts(request);
  await page.goto(`/blog-details-right-sidebar/${post.slug}`);
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
});
