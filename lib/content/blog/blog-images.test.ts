import { blogImageFiles, blogImagePath, readBlogImage } from "./blog-images";

// The repository's own blog images (content/blog/images), read as the route serves them.

const root = process.cwd();

describe("blog images", () => {
  it("reads a post's image with its type, and lists the post's images", async () => {
    const image = await readBlogImage(root, "speed-to-lead-first-five-minutes", "cover.svg");
    expect(image?.type).toBe("image/svg+xml");
    expect(image?.bytes.toString("utf8")).toMatch(/^<svg/);
    expect(blogImageFiles(root, "speed-to-lead-first-five-minutes")).toEqual(["cover.svg"]);
  });

  it("reads nothing outside a post's folder, nor a file that is not an image", async () => {
    for (const [slug, file] of [
      ["..", "package.json"],
      ["speed-to-lead-first-five-minutes", "../../../../package.json"],
      ["speed-to-lead-first-five-minutes", ".cover.svg"],
      ["speed-to-lead-first-five-minutes", "cover.svg.txt"],
      ["no-such-post", "cover.svg"],
    ])
      expect([slug, file, await readBlogImage(root, slug, file)]).toEqual([slug, file, null]);
    expect(blogImageFiles(root, "..")).toEqual([]);
  });

  it("names the blog's image paths, and only those", () => {
    expect(blogImagePath("/images/blog/a-post/cover.svg")).toBe("/a-post/cover.svg");
    expect(blogImagePath("/images/team/aarav-mehta.svg")).toBeNull();
  });
});
