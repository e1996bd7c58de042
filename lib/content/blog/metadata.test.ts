import type { BlogPost } from "@/lib/content/blog/types";
import { LIST_LAYOUTS } from "./layouts";
import { listPageMetadata, postMetadata } from "./metadata";

describe("listPageMetadata", () => {
  it("uses the base URL as canonical for page 1", async () => {
    const meta = await listPageMetadata(LIST_LAYOUTS.threeColumn, 1);
    expect(meta.title).toBe("Blog");
    expect(meta.alternates?.canonical).toBe("/blog-three-column");
  });

  it("gives later pages their own title, description and canonical URL", async () => {
    const meta = await listPageMetadata(LIST_LAYOUTS.leftSidebar, 2);
    expect(meta.title).toBe("Blog with left sidebar, page 2");
    expect(meta.description).toBe(`${LIST_LAYOUTS.leftSidebar.metaDescription} Page 2.`);
    expect(meta.alternates?.canonical).toBe("/blog-left-sidebar/page/2");
  });

  it("gives each of the four list routes its own description", async () => {
    const descriptions = await Promise.all(
      Object.values(LIST_LAYOUTS).map(async (layout) => (await listPageMetadata(layout, 1)).description),
    );
    expect(descriptions.every((text) => typeof text === "string" && text.length >= 70 && text.length <= 170)).toBe(
      true,
    );
    expect(new Set(descriptions).size).toBe(4);
  });
});

const POST: BlogPost = {
  slug: "speed-to-lead",
  title: "Speed to lead",
  author: "Priya Sharma",
  date: "2026-09-14",
  publishAt: "2026-09-14T00:00:00.000Z",
  excerpt: "Why the first five minutes decide the deal.",
  category: "Lead Management",
  tags: ["Speed to lead"],
  image: { src: "/images/blog/speed-to-lead/cover.svg", alt: "A stopwatch", width: 1200, height: 630 },
  readingTime: 4,
  body: [],
};

describe("postMetadata", () => {
  const post = POST;

  it("describes the post as an article at its right-sidebar URL", async () => {
    const meta = await postMetadata(post);
    expect(meta.title).toBe(post.title);
    expect(meta.description).toBe(post.excerpt);
    expect(meta.alternates?.canonical).toBe(`/blog-details-right-sidebar/${post.slug}`);
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: post.date, authors: [post.author] });
  });
});

describe("the blog's feed and a post's image in the head", () => {
  it("announces the feed on list and post pages", async () => {
    const feed = { "application/rss+xml": [{ url: "/blog/feed.xml", title: "The LeadFlow Blog" }] };
    expect((await listPageMetadata(LIST_LAYOUTS.threeColumn, 1)).alternates).toEqual({
      canonical: "/blog-three-column",
      types: feed,
    });
    expect((await postMetadata(POST)).alternates).toEqual({
      canonical: `/blog-details-right-sidebar/${POST.slug}`,
      types: feed,
    });
  });

  it("leaves a post's image to its own opengraph-image file, and lists keep the shared one", async () => {
    const post = await postMetadata(POST);
    expect(post.openGraph).not.toHaveProperty("images");
    expect(post.twitter).not.toHaveProperty("images");
    expect((await listPageMetadata(LIST_LAYOUTS.threeColumn, 1)).openGraph).toHaveProperty("images", [
      expect.objectContaining({ url: "/opengraph-image" }),
    ]);
  });
});
