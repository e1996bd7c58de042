import "server-only";
import keystaticConfig from "@/lib/content/keystatic/config";
import { env } from "@/lib/platform/env";
import type { LandingCopy } from "@/lib/content/landing-types";
import type { LegalDocument, LegalSlug } from "@/lib/content/legal-types";
import {
  ContentError,
  WHOLE_FILE,
  assertNoIssues,
  keystaticIssues,
  yamlDateIssues,
} from "../platform/text/content-errors";
import { imageFileSize, sitePublicDir, type ImageFolders } from "./image-files";
import { contentReader, readContentFile } from "./reader";
import { readOnceEach } from "./read-once";
import { parseSiteCopy, type ImageSizeOf, type SiteCopy, type SiteCopyName } from "./site-copy-schema";

// The one reader of the site's copy (lib/content/keystatic/site-copy.ts): Keystatic's own reader, then each file's zod
// schema, so a broken edit fails the build (or the regeneration of a page) with a message naming file and field.
// Pages call it from server components; in development it reads the files each time (`next dev` shows an edit at
// once), in production once per process. Each image's width and height come from its file (image-files.ts). The
// files, and the images under public/images, reach a server that re-renders pages through outputFileTracingIncludes
// (next.config.ts).

/** The legal documents in the order the cross-links box lists them, with the singleton holding each. */
const LEGAL: Record<LegalSlug, "terms" | "privacy" | "disclaimer" | "dataDeletion"> = {
  terms: "terms",
  privacy: "privacy",
  disclaimer: "disclaimer",
  "data-deletion": "dataDeletion",
};
export const LEGAL_SLUGS = Object.keys(LEGAL) as LegalSlug[];

/** The singletons the landing page reads under their own names (LandingCopy adds the stores and the labels). */
const LANDING_SINGLETONS = [
  "hero",
  "feature",
  "work",
  "discover",
  "service",
  "screenshots",
  "testimonials",
  "reviews",
  "pricingCopy",
  "appDownload",
  "newsletter",
  "team",
  "contact",
  "brands",
  "home",
  "faqWords",
] as const satisfies readonly (keyof LandingCopy & SiteCopyName)[];

/**
 * A reader of the copy under `root` (the repository; tests pass a fixture folder), its images' sizes read from their
 * files in `publicDir` (the site's public folder unless given). `readOnce`: each file is read once and kept
 * (production, where the files never change under a running build: the footer is on every page).
 */
export function siteCopyReader(root: string, { readOnce = false, publicDir = sitePublicDir() } = {}) {
  const keystatic = contentReader(root);
  const readEach = readOnceEach(readSingleton, readOnce);
  const read = <Name extends SiteCopyName>(name: Name) => readEach(name) as Promise<SiteCopy[Name]>;
  /** Several singletons at once, by name. */
  async function readAll<Name extends SiteCopyName>(names: readonly Name[]): Promise<{ [N in Name]: SiteCopy[N] }> {
    const values = await Promise.all(names.map(read));
    return Object.fromEntries(names.map((name, i) => [name, values[i]])) as { [N in Name]: SiteCopy[N] };
  }

  async function readSingleton(name: SiteCopyName): Promise<SiteCopy[SiteCopyName]> {
    const file = `${keystaticConfig.singletons[name].path}.yaml`;
    const text = await readContentFile(root, file);
    if (text === null)
      throw new ContentError([{ file, field: WHOLE_FILE, code: "unreadable", message: "the file is missing" }]);
    assertNoIssues(yamlDateIssues(file, text));
    let data: unknown;
    try {
      data = await keystatic.singletons[name].read();
    } catch (error) {
      throw new ContentError(keystaticIssues(file, error));
    }
    return parseSiteCopy(name, data, file, await imageSizes(data, { root, publicDir }));
  }

  async function legalDocument(slug: LegalSlug): Promise<LegalDocument> {
    return { slug, path: `/${slug}`, ...(await read(LEGAL[slug])) };
  }

  const legalDocuments = () => Promise.all(LEGAL_SLUGS.map(legalDocument));

  return {
    read,
    legalDocument,
    legalDocuments,
    /** A legal page's document, and every document for its cross-links box. */
    async legalPage(slug: LegalSlug): Promise<{ document: LegalDocument; documents: LegalDocument[] }> {
      const documents = await legalDocuments();
      return { document: documents[LEGAL_SLUGS.indexOf(slug)], documents };
    },
    async landing(): Promise<LandingCopy> {
      const [sections, download, labels] = await Promise.all([
        readAll(LANDING_SINGLETONS),
        read("download"),
        read("sectionLabels"),
      ]);
      return { ...sections, stores: download.stores, labels };
    },
  };
}

export type SiteCopyReader = ReturnType<typeof siteCopyReader>;

/**
 * The size of every image in a file's data (each an object with a `src`, as the editor stores an image and its alt
 * text), read from the image files before the file's schema checks it.
 */
async function imageSizes(data: unknown, folders: ImageFolders): Promise<ImageSizeOf> {
  const sources = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      const { src } = value as { src?: unknown };
      if (typeof src === "string") sources.add(src);
      Object.values(value).forEach(collect);
    }
  };
  collect(data);
  const sizes = new Map(
    await Promise.all([...sources].map(async (src) => [src, await imageFileSize(src, folders)] as const)),
  );
  return (src) => sizes.get(src) ?? { code: "missing_file", message: `The image ${src} was not read` };
}

/** The site's copy, read from the content folder (CONTENT_ROOT, else the repository's). */
export const siteCopy: SiteCopyReader = siteCopyReader(env.contentRoot, { readOnce: env.production });
