import "server-only";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { BLOG_IMAGES, SLUG_PATTERN } from "@/lib/content/keystatic/blog";

// The blog's images (covers and body images), kept outside public/ in content/blog/images/<post slug>/ and served
// by app/images/blog at /images/blog/<post slug>/<file>: a draft's only in Draft Mode (docs/security.md).

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

/** A plain file name of an image: no path, no hidden file, a known image extension. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function imageType(file: string): string | undefined {
  return FILE_NAME.test(file) ? TYPES[extname(file).toLowerCase()] : undefined;
}

const postFolder = (root: string, slug: string) => join(root, BLOG_IMAGES.directory, slug);

/** The image files of one post ("cover.svg", …); none when its folder is missing. */
export function blogImageFiles(root: string, slug: string): string[] {
  if (!SLUG_PATTERN.test(slug)) return [];
  try {
    return readdirSync(postFolder(root, slug), { withFileTypes: true })
      .filter((entry) => entry.isFile() && imageType(entry.name) !== undefined)
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** One post's image and its Content-Type, or null when there is no such file (or the name is not a plain one). */
export async function readBlogImage(
  root: string,
  slug: string,
  file: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const type = imageType(file);
  if (!type || !SLUG_PATTERN.test(slug)) return null;
  try {
    return { bytes: await readFile(join(postFolder(root, slug), file)), type };
  } catch {
    return null;
  }
}

/**
 * Where a site path of a blog image ("/images/blog/<slug>/cover.svg") is kept, relative to the blog images folder
 * ("/<slug>/cover.svg"), or null for any other path (a file under public/).
 */
export function blogImagePath(sitePath: string): string | null {
  return sitePath.startsWith(BLOG_IMAGES.publicPath) ? sitePath.slice(BLOG_IMAGES.publicPath.length - 1) : null;
}
