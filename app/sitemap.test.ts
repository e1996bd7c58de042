import { getPosts } from "@/lib/content/blog/posts";
import { env } from "@/lib/platform/env";
import sitemap from "./sitemap";

describe("sitemap", () => {
  it("lists every published post and no draft", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const post of await getPosts())
      expect(urls).toContain(`${env.siteUrl}/blog-details-right-sidebar/${post.slug}`);
    expect(urls.filter((url) => url.includes("whatsapp-follow-ups-that-get-replies"))).toEqual([]);
  });
});
