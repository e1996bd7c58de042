import { contentSections } from "@/content/sections";
import type { ContentSections, SectionName } from "@/content/types";
import { blogSection, getPosts } from "./content/blog";
import { getFaq } from "./content/faq";
import { ApiError } from "./http";

export type ContentEntry<S extends SectionName = SectionName> = { section: S; content_data: ContentSections[S] };

// Read from the content files (lib/content/), as the pages read them: the public posts only.
const READ_SECTIONS = {
  blog: async () => blogSection(await getPosts()),
  faq: async () => (await getFaq()).faq,
} satisfies { [S in SectionName]?: () => Promise<ContentSections[S]> };

export const SECTION_NAMES = [...Object.keys(contentSections), ...Object.keys(READ_SECTIONS)] as SectionName[];

export function isSectionName(name: string): name is SectionName {
  return (SECTION_NAMES as string[]).includes(name);
}

/** A section as SPEC's content service answers it: a list whose first item holds content_data. */
export async function getContentSection(name: string): Promise<ContentEntry[]> {
  if (!isSectionName(name)) throw new ApiError("not_found", `Content not found for section: ${name}`);
  const content_data = Object.hasOwn(READ_SECTIONS, name) ? await READ_SECTIONS[name as keyof typeof READ_SECTIONS]() : contentSections[name as keyof typeof contentSections];
  return [{ section: name, content_data }];
}
