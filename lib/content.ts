import { contentSections } from "@/content/sections";
import type { ContentSections, SectionName } from "@/content/types";
import { ApiError } from "./http";

export type ContentEntry<S extends SectionName = SectionName> = { section: S; content_data: ContentSections[S] };

export function isSectionName(name: string): name is SectionName {
  return Object.hasOwn(contentSections, name);
}

/** A section as SPEC's content service answers it: a list whose first item holds content_data. */
export function getContentSection(name: string): ContentEntry[] {
  if (!isSectionName(name)) throw new ApiError("not_found", `Content not found for section: ${name}`);
  return [{ section: name, content_data: contentSections[name] }];
}
