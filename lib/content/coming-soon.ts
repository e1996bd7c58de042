// The coming-soon page's copy is content/coming-soon.yaml, edited in Keystatic; its shape is its zod schema's.
import type { SiteCopy } from "@/lib/content/site-copy-schema";

/** launchAt: the launch moment, ISO 8601 with offset. */
export type ComingSoonContent = SiteCopy["comingSoon"];
