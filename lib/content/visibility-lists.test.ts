import { categoryNames, postsInCategory, postsWithTag, tagNames } from "@/lib/content/blog/categories";
import { adjacentPosts, recentPosts } from "@/lib/content/blog/collection";
import { searchByTitle } from "@/lib/content/blog/search";
import { contentFolder, postFile } from "@/testing/content-folder";
import { getContentSection } from "@/lib/content/sections";
import { blogSection, getPosts } from "./blog/posts";
import { readBlogPage } from "./blog/blog-page";

// Every list a visitor meets is built from getPosts(): a draft or a scheduled post is in none of them, and in all
// of them in Draft Mode. (The pages pass getPosts' answer to these helpers: app/(site)/_blog/posts.ts.)

const root = contentFolder({
  "content/blog/posts/published.mdoc": postFile({ fields: { title: "Published post", date: "2026-09-01" } }),
  "content/blog/posts/draft-post.mdoc": postFile({
    fields: { title: "Draft post", date: "2026-09-10", draft: "true", category: "Draft Topics" },
    tags: ["Mobile"],
  }),
  "content/blog/posts/scheduled-post.mdoc": postFile({
    fields: { title: "Scheduled post", date: "2026-12-24", category: "Future Topics" },
    tags: ["KPIs"],
  }),
});
const now = new Date("2026-11-30T12:00:00Z");
const slugs = (posts: readonly { slug: string }[]) => posts.map((post) => post.slug);

describe("the lists visitors see", () => {
  it("leave drafts and scheduled posts out of the blog lists, categories, tags, search, recent posts and neighbours", async () => {
    const posts = await getPosts({ root, now });
    expect(slugs(posts)).toEqual(["published"]);
    expect(categoryNames(posts)).toEqual(["Lead Management"]);
    expect(tagNames(posts)).toEqual(["Speed to lead"]);
    expect(postsInCategory(posts, "draft-topics")).toBeUndefined();
    expect(postsWithTag(posts, "kpis")).toBeUndefined();
    expect(searchByTitle(posts, "post")).toEqual(posts);
    expect(slugs(recentPosts(posts, 3))).toEqual(["published"]);
    expect(adjacentPosts(posts, "published")).toEqual({ previous: undefined, next: undefined });
    expect(slugs(blogSection(posts, await readBlogPage(root)).blogData)).toEqual(["published"]);
  });

  it("show all of them in Draft Mode", async () => {
    const posts = await getPosts({ root, now, preview: true });
    expect(slugs(posts)).toEqual(["scheduled-post", "draft-post", "published"]);
    expect(categoryNames(posts).sort()).toEqual(["Draft Topics", "Future Topics", "Lead Management"]);
    expect(slugs(postsWithTag(posts, "kpis")!.posts)).toEqual(["scheduled-post"]);
    expect(slugs(searchByTitle(posts, "draft"))).toEqual(["draft-post"]);
  });
});

describe("the content API", () => {
  it("serves the published posts of the repository's content, not its draft", async () => {
    const [{ content_data }] = await getContentSection("blog");
    const served = slugs((content_data as { blogData: { slug: string }[] }).blogData);
    expect(served).not.toContain("whatsapp-follow-ups-that-get-replies");
    expect(served).toEqual(slugs(await getPosts()));
    expect(slugs(await getPosts({ preview: true }))).toContain("whatsapp-follow-ups-that-get-replies");
  });
});
