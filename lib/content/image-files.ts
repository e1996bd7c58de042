import "server-only";
import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { imageSize } from "image-size";
import { BLOG_IMAGES } from "@/lib/content/keystatic/blog";
import type { ContentIssueCode } from "../platform/text/content-errors";
import { blogImagePath } from "./blog/blog-images";

// Each image's own size in pixels, read from its file (docs/editing.md: staff type no sizes). The blog and site-copy
// readers give it to the pages, whose next/image needs it to keep the image's place while it loads; a size typed by
// hand could disagree with the file and stretch the image or move the page. A file that is missing or is no picture
// the site can measure is a content problem, named with its file and field like any other.

export type ImageSize = { width: number; height: number };

/** Why an image has no size: its file is missing, or it is not a picture whose size can be read. */
export type ImageFileProblem = { code: Extract<ContentIssueCode, "missing_file" | "unreadable_file">; message: string };

/** Where the images are: the content folder (the blog's, content/blog/images) and the site's public folder. */
export type ImageFolders = { root: string; publicDir: string };

/** The site's public folder: the one beside the running code (next build, next start, the content check). */
export const sitePublicDir = () => join(process.cwd(), "public");

/**
 * The file behind an image's site path, and that place as staff know it ("public/images/team/a.svg"): a blog image
 * in content/blog/images (lib/content/blog/blog-images.ts), any other in public/. Null for a path that leaves its folder.
 */
export function imageFileOf(src: string, { root, publicDir }: ImageFolders): { path: string; shown: string } | null {
  const blogImage = blogImagePath(src);
  const [folder, rest, shownFolder] =
    blogImage === null
      ? [publicDir, src, "public"]
      : [join(root, BLOG_IMAGES.directory), blogImage, BLOG_IMAGES.directory];
  let decoded: string;
  try {
    decoded = decodeURI(rest.replace(/[?#].*$/, ""));
  } catch {
    return null;
  }
  const path = normalize(join(folder, decoded));
  if (!path.startsWith(normalize(folder) + sep)) return null;
  return { path, shown: `${shownFolder}${decoded}` };
}

const isPixels = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * The size of the image at `src` (a site path, "/images/landing/hero.svg"), read from its file with image-size: PNG,
 * JPEG, WebP, AVIF, GIF and SVG (an SVG's width and height, else its viewBox). `where` says where in the field the
 * image is, for the message ("(line 4 of the body)").
 */
export async function imageFileSize(
  src: string,
  folders: ImageFolders,
  where = "",
): Promise<ImageSize | ImageFileProblem> {
  const file = imageFileOf(src, folders);
  const missing: ImageFileProblem = {
    code: "missing_file",
    message: `The image ${src}${where} is not in the site's files (${file?.shown ?? `public${src}`}): upload it again or choose another`,
  };
  if (!file) return missing;
  let bytes: Buffer;
  try {
    bytes = await readFile(file.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return missing;
    throw error;
  }
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (isPixels(width) && isPixels(height))
      // A photo whose camera was turned (EXIF orientation 5 to 8) is shown a quarter turn round: width and height swap.
      return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    // Not a picture image-size knows: said below.
  }
  return {
    code: "unreadable_file",
    message:
      `The image ${src}${where} (${file.shown}) is not a picture whose size the site can read: upload it again as ` +
      "a PNG, JPEG, WebP, AVIF or GIF file, or an SVG that gives its width and height (or a viewBox)",
  };
}

export const isImageSize = (value: ImageSize | ImageFileProblem): value is ImageSize => "width" in value;
