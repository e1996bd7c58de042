import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { blog, postSlugs, posts } from "@/content/blog";
import { sidebar } from "@/content/sidebar";
import { formatIsoDate } from "@/lib/time/format-date";
import { tagNames } from "./categories";
import { countWords, readingMinutes } from "./reading-time";

// Guards the content itself: what the pages and the sitemap rely on.
describe("blog posts", () => {
  it("has enough posts for two pages in every list layout, with unique kebab-case slugs", () => {
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(new Set(postSlugs).size).toBe(posts.length);
    for (const slug of postSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("is ordered newest first with real 2026 dates", () => {
    for (const post of posts) {
      expect(post.date.startsWith("2026-")).toBe(true);
      expect(() => formatIsoDate(post.date)).not.toThrow();
    }
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(posts.map((post) => [post.slug, post] as const))("%s has a 500 to 900 word body and a matching reading time", (_, post) => {
    const words = countWords(post.body);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
    expect(post.readingTime).toBe(readingMinutes(words));
    expect(post.body.some((block) => block.type === "h2")).toBe(true);
    expect(post.body.some((block) => block.type === "ul")).toBe(true);
  });

  it.each(posts.map((post) => [post.slug, post] as const))("%s has its own small, self-contained SVG cover", (slug, post) => {
    expect(post.image).toMatchObject({ src: `/images/blog/${slug}.svg`, width: 1200, height: 630 });
    expect(post.image.alt.length).toBeGreaterThan(10);
    const file = join(process.cwd(), "public", post.image.src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(15 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<svg[^>]*viewBox="0 0 1200 630"/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<image|href="http|url\(http|data:image/);
  });

  it("serves summaries without bodies in the blog section", () => {
    expect(blog.blogData.map((item) => item.slug)).toEqual(postSlugs);
    for (const item of blog.blogData) expect(item).not.toHaveProperty("body");
  });

  it("has sidebar copy", () => {
    expect(sidebar.tags.length).toBeGreaterThan(0);
    expect(sidebar.searchPlaceholder).not.toBe("");
  });

  it("tags every post from the sidebar's list, and every listed tag has posts (no empty tag page)", () => {
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThan(0);
      for (const tag of post.tags) expect(sidebar.tags).toContain(tag);
    }
    expect([...sidebar.tags].sort()).toEqual(tagNames(posts).sort());
  });
});
