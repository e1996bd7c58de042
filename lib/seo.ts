import type { Metadata } from "next";
import { SITE_NAME } from "./site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/faq". */
  path: string;
  /** Keep diagnostic pages out of search results. */
  noindex?: boolean;
  type?: "website" | "article";
};

// Every page gets its own title, description, canonical URL and OpenGraph/Twitter cards;
// the OpenGraph image comes from app/opengraph-image.tsx unless a route has its own.
export function pageMetadata({ title, description, path, noindex, type = "website" }: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, locale: "en_US" },
    twitter: { card: "summary_large_image", title, description },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
