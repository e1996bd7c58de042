import type { ContentSections, PricingCopyItem, SectionName } from "@/lib/content/types";
import { blogSection, getPosts } from "./blog/posts";
import { blogPage, sidebarOf } from "./blog/blog-page";
import { getFaq } from "./faq";
import { readOnceInProduction } from "./reader";
import { siteCopy } from "./site-copy";
import { listCatalogPlans } from "../billing/plans/catalog";
import { planIconPath, pricingDataOf } from "./pricing-data";
import { imageFileSize, isImageSize, sitePublicDir, type ImageSize } from "./image-files";
import { ApiError } from "../platform/http";

export type ContentEntry<S extends SectionName = SectionName> = { section: S; content_data: ContentSections[S] };

/** The sections that are site copy in Keystatic, by the singleton that holds each. */
const SITE_COPY_SECTIONS = {
  service: "service",
  discover: "discover",
  feature: "feature",
  work: "work",
  team: "team",
  contact: "contact",
  footer: "footer",
} as const satisfies Partial<Record<SectionName, string>>;

// Read from the content files (lib/content/), as the pages read them: the public posts only.
const READ_SECTIONS = {
  blog: async () => blogSection(await getPosts(), await blogPage()),
  sidebar: async () => sidebarOf(await blogPage()),
  faq: async () => (await getFaq()).faq,
  // The heading is copy; the plans are the catalog's, USD monthly, with the words the cards show.
  pricing: async () => ({ ...(await siteCopy.read("pricingCopy")), pricingData: await pricingData() }),
} satisfies { [S in SectionName]?: () => Promise<ContentSections[S]> };

/** The content API's plan list, each plan's icon measured from its file as every other image of the content is. */
export const pricingData = readOnceInProduction(async (root): Promise<PricingCopyItem[]> => {
  const { plans } = listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" });
  const folders = { root, publicDir: sitePublicDir() };
  const sizes = new Map<string, ImageSize>();
  for (const src of new Set(plans.map(planIconPath))) {
    const size = await imageFileSize(src, folders);
    if (!isImageSize(size)) throw new Error(`A plan's icon (lib/content/pricing-data.ts): ${size.message}`);
    sizes.set(src, size);
  }
  return pricingDataOf(plans, (src) => sizes.get(src)!);
});

export const SECTION_NAMES = [...Object.keys(SITE_COPY_SECTIONS), ...Object.keys(READ_SECTIONS)] as SectionName[];

export function isSectionName(name: string): name is SectionName {
  return (SECTION_NAMES as string[]).includes(name);
}

/** One section's content_data, from its content file. */
export async function readContentSection<S extends SectionName>(name: S): Promise<ContentSections[S]> {
  if (Object.hasOwn(SITE_COPY_SECTIONS, name)) {
    return (await siteCopy.read(SITE_COPY_SECTIONS[name as keyof typeof SITE_COPY_SECTIONS])) as ContentSections[S];
  }
  return (await READ_SECTIONS[name as keyof typeof READ_SECTIONS]()) as ContentSections[S];
}

/** A section as the product's content service answers it: a list whose first item holds content_data. */
export async function getContentSection(name: string): Promise<ContentEntry[]> {
  if (!isSectionName(name)) throw new ApiError("not_found", `Content not found for section: ${name}`);
  return [{ section: name, content_data: await readContentSection(name) }];
}
