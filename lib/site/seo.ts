import type { Metadata } from "next";
import { SITE_NAME } from "./site";

export type PageMeta = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/faq". */
  path: string;
  /** Keep diagnostic pages out of search results. */
  noindex?: boolean;
  type?: "website" | "article";
  /** The route has an opengraph-image file of its own (a blog post): Next names it, for Twitter too. */
  ownImage?: boolean;
  /** A social image chosen for the page (a path under public/), instead of the site's. */
  image?: string;
};

/**
 * The image app/opengraph-image.tsx generates at build time, with staff's alt text (content/seo.yaml). Named in every
 * page's metadata, the root layout's included: a page's own openGraph object replaces its parent's, and an image
 * named in metadata replaces the file's, whose alt could only be a constant.
 */
export const sharedImage = (alt: string) => ({ url: "/opengraph-image", width: 1200, height: 630, alt });

// Every page gets its own title, description, canonical URL and OpenGraph/Twitter cards.
export function pageMetadata(
  { title, description, path, noindex, type = "website", ownImage = false, image }: PageMeta,
  sharedImageAlt: string,
): Metadata {
  // Next fills the file's image in only where the page names none (images absent, not empty).
  const images = image
    ? { images: [{ url: image, alt: title }] }
    : ownImage
      ? {}
      : { images: [sharedImage(sharedImageAlt)] };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, locale: "en_US", ...images },
    twitter: { card: "summary_large_image", title, description, ...images },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
