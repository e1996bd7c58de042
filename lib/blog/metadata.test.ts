import { posts } from "@/content/blog";
import { LIST_LAYOUTS } from "./layouts";
import { listPageMetadata, postMetadata } from "./metadata";

describe("listPageMetadata", () => {
  it("uses the base URL as canonical for page 1", () => {
    const meta = listPageMetadata(LIST_LAYOUTS.threeColumn, 1);
    expect(meta.title).toBe("Blog");
    expect(meta.alternates?.canonical).toBe("/blog-three-column");
  });

  it("gives later pages their own title, description and canonical URL", () => {
    const meta = listPageMetadata(LIST_LAYOUTS.leftSidebar, 2);
    expect(meta.title).toBe("Blog with left sidebar, page 2");
    expect(meta.description).toBe(`${LIST_LAYOUTS.leftSidebar.metaDescription} Page 2.`);
    expect(meta.alternates?.canonical).toBe("/blog-left-sidebar/page/2");
  });

  it("gives each of the four list routes its own description", () => {
    const descriptions = Object.values(LIST_LAYOUTS).map((layout) => listPageMetadata(layout, 1).description);
    expect(descriptions.every((text) => typeof text === "string" && text.length >= 70 && text.length <= 170)).toBe(true);
    expect(new Set(descriptions).size).toBe(4);
  });
});

describe("postMetadata", () => {
  const post = posts[0];
  const meta = postMetadata(post);

  it("describes the post as an article at its right-sidebar URL", () => {
    expect(meta.title).toBe(post.title);
    expect(meta.description).toBe(post.excerpt);
    expect(meta.alternates?.canonical).toBe(`/blog-details-right-sidebar/${post.slug}`);
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: post.date, authors: [post.author] });
  });
});

describe("the blog's feed and a post's image in the head", () => {
  it("announces the feed on list and post pages", () => {
    const feed = { "application/rss+xml": [{ url: "/blog/feed.xml", title: "The LeadFlow Blog" }] };
    expect(listPageMetadata(LIST_LAYOUTS.threeColumn, 1).alternates).toEqual({ canonical: "/blog-three-column", types: feed });
    expect(postMetadata(posts[0]).alternates).toEqual({ canonical: `/blog-details-right-sidebar/${posts[0].slug}`, types: feed });
  });

  it("leaves a post's image to its own opengraph-image file, and lists keep the shared one", () => {
    const post = postMetadata(posts[0]);
    expect(post.openGraph).not.toHaveProperty("images");
    expect(post.twitter).not.toHaveProperty("images");
    expect(listPageMetadata(LIST_LAYOUTS.threeColumn, 1).openGraph).toHaveProperty("images", [expect.objectContaining({ url: "/opengraph-image" })]);
  });
});
