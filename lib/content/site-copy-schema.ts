// The zod schema of each site-copy file, from its one declaration (lib/content/keystatic/site-copy.ts), and the
// shapes the pages render: the types in lib/content/types.ts, lib/content/landing-types.ts,
// lib/content/legal-types.ts… are inferred from these schemas. Every message says what to fix.
import type { z } from "zod";
import { siteCopyEntries } from "@/lib/content/keystatic/site-copy";
import { measuringImages, type ImageSizeOf } from "@/lib/content/keystatic/copy-fields";
import { parseContent } from "../platform/text/content-errors";

export type { ImageSizeOf };
type Entries = typeof siteCopyEntries;

/** The schema of each site-copy singleton, by its name in the Keystatic config. */
export const siteCopySchemas = Object.fromEntries(
  Object.entries(siteCopyEntries).map(([name, entry]) => [name, entry.schema]),
) as { [Name in keyof Entries]: Entries[Name]["schema"] };

export type SiteCopyName = keyof typeof siteCopySchemas;
export type SiteCopy = { [Name in SiteCopyName]: z.output<(typeof siteCopySchemas)[Name]> };

/** One site-copy file's data checked by its schema, its images measured by `sizeOf`; a ContentError otherwise. */
export function parseSiteCopy<Name extends SiteCopyName>(
  name: Name,
  data: unknown,
  file: string,
  sizeOf: ImageSizeOf,
): SiteCopy[Name] {
  return measuringImages(sizeOf, () => parseContent(siteCopySchemas[name], data, file) as SiteCopy[Name]);
}
