import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BlogPost } from "@/lib/content/blog/types";
import { blogSection, readPosts } from "@/lib/content/blog/posts";
import { readBlogPage, type BlogPage } from "@/lib/content/blog/blog-page";
import { bodyBlockTexts } from "@/lib/content/markdoc";
import { contentReader } from "@/lib/content/reader";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { tagNames } from "./categories";
import { countWords, readingMinutes } from "./reading-time";
import { publishedOnly } from "./visibility";

// Guards the content itself (content/blog/posts/*.mdoc): what the pages and the sitemap rely on.
const root = process.cwd();
const slugs = readdirSync(join(root, "content/blog/posts"))
  .filter((name) => name.endsWith(".mdoc"))
  .map((name) => name.slice(0, -".mdoc".length));

let posts: BlogPost[];
let published: BlogPost[];
let sidebar: BlogPage;
beforeAll(async () => {
  [posts, sidebar] = await Promise.all([readPosts(root), readBlogPage(root)]);
  published = publishedOnly(posts);
});

describe("blog posts", () => {
  it("has enough published posts for two pages in every list layout, with unique kebab-case slugs", () => {
    expect(published.length).toBeGreaterThanOrEqual(7);
    expect(new Set(slugs).size).toBe(posts.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("is read newest first, with real 2026 dates", () => {
    for (const post of posts) {
      expect(post.date.startsWith("2026-")).toBe(true);
      expect(() => formatIsoDate(post.date)).not.toThrow();
    }
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps work in progress as a draft: one post, not public", () => {
    expect(posts.filter((post) => post.draft).map((post) => post.slug)).toEqual([
      "whatsapp-follow-ups-that-get-replies",
    ]);
  });

  it.each(slugs)(
    "%s, if published, has a 500 to 900 word body with headings and a list, and a matching reading time",
    async (slug) => {
      const post = posts.find((candidate) => candidate.slug === slug)!;
      const entry = await contentReader(root).collections.posts.read(slug, { resolveLinkedFiles: true });
      const body = entry!.body.node;
      const words = countWords(bodyBlockTexts(body));
      expect(post.readingTime).toBe(readingMinutes(words));
      if (post.draft) return;
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      const types = [...body.walk()].map((node) => node.type);
      expect(types).toContain("heading");
      expect(types).toContain("list");
    },
  );

  it.each(slugs)("%s has its own small, self-contained SVG cover", (slug) => {
    const post = posts.find((candidate) => candidate.slug === slug)!;
    expect(post.image).toMatchObject({ src: `/images/blog/${slug}/cover.svg`, width: 1200, height: 630 });
    expect(post.image.alt.length).toBeGreaterThan(10);
    // Kept outside public/ (lib/content/blog/blog-images.ts): /images/blog/<slug>/… is content/blog/images/<slug>/….
    const file = join(root, "content/blog/images", post.image.src.slice("/images/blog/".length));
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(15 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<svg[^>]*viewBox="0 0 1200 630"/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<image|href="http|url\(http|data:image/);
  });

  it("serves summaries without bodies in the blog section", () => {
    const section = blogSection(published, sidebar);
    expect(section.blogData.map((item) => item.slug)).toEqual(published.map((post) => post.slug));
    for (const item of section.blogData) expect(item).not.toHaveProperty("body");
  });

  it("has sidebar copy", () => {
    expect(sidebar.tags.length).toBeGreaterThan(0);
    expect(sidebar.searchPlaceholder).not.toBe("");
  });

  it("tags every post from the sidebar's list, and every listed tag has published posts (no empty tag page)", () => {
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThan(0);
      for (const tag of post.tags) expect(sidebar.tags).toContain(tag);
    }
    expect([...sidebar.tags].sort()).toEqual(tagNames(published).sort());
  });
});
