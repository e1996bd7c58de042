import "server-only";
import type { Metadata } from "next";
import { pageMetadata, type PageMeta } from "@/lib/site/seo";
import type { SiteCopy } from "./site-copy-schema";
import { siteCopy } from "./site-copy";

type StaffEdits = SiteCopy["seo"]["pages"];

/**
 * A page's title, description, social image and noindex: what staff set for its path in "Search and social"
 * (content/seo.yaml), else the page's own. A page the code keeps out of search results stays out.
 */
export function withStaffEdits(meta: PageMeta, pages: StaffEdits): PageMeta {
  const edited = pages.find((page) => page.path === meta.path);
  if (!edited) return meta;
  return {
    ...meta,
    title: edited.title ?? meta.title,
    description: edited.description ?? meta.description,
    image: edited.image ?? meta.image,
    noindex: meta.noindex || edited.noindex,
  };
}

/**
 * A page's metadata with staff's edits: call it from generateMetadata (the page stays prerendered). A page without a
 * description of its own (the home page) has the site's.
 */
export async function editablePageMetadata(
  meta: Omit<PageMeta, "description"> & { description?: string },
): Promise<Metadata> {
  const { site, pages } = await siteCopy.read("seo");
  const page = { ...meta, description: meta.description ?? site.description };
  return pageMetadata(withStaffEdits(page, pages), site.imageAlt);
}
