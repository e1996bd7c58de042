import { posts } from "@/content/blog";
import { LIST_LAYOUTS } from "./layouts";
import { listPageMetadata, postMetadata } from "./metadata";

describe("listPageMetadata", () => {
  it("uses the base URL as canonical for page 1", () => {
    const meta = listPageMetadata(LIST_LAYOUTS.threeColumn, 1);
    expect(meta.title).toBe("Blog");
    expect(meta.alternates?.canonical).toBe("/blog-three-column");
  });

  it("gives later pages their own title and canonical URL", () => {
    const meta = listPageMetadata(LIST_LAYOUTS.leftSidebar, 2);
    expect(meta.title).toBe("Blog with left sidebar, page 2");
    expect(meta.alternates?.canonical).toBe("/blog-left-sidebar/page/2");
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
