import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import keystaticConfig from "@/lib/content/keystatic/config";
import { env } from "@/lib/platform/env";
import { readOnceEach } from "./read-once";
import { configuredPlaceholderValues, fillPlaceholders, type OfferPlaceholderValues } from "./offer-placeholders";

// Keystatic's own reader over a content folder laid out as the repository is (content/blog/posts/…, content/faq/…):
// the repository itself, or CONTENT_ROOT (lib/platform/env). Pages read through it at build time, and again when a page
// is regenerated on a running server, which is why next.config.ts traces the content files into the server build.

export type ContentReader = ReturnType<typeof contentReader>;

export function contentReader(root: string = env.contentRoot, values = configuredPlaceholderValues()) {
  return withPlaceholdersFilled(unfilledContentReader(root), values);
}

/** The files as staff wrote them, placeholders and all (the content check's view). */
export const unfilledContentReader = (root: string = env.contentRoot) => createReader(root, keystaticConfig);

const READS = new Set<PropertyKey>(["read", "readOrThrow", "all"]);

/** The reader with every string it returns filled (lib/content/offer-placeholders.ts); its types unchanged. */
function withPlaceholdersFilled<Reader extends { singletons: object; collections: object }>(
  reader: Reader,
  values: OfferPlaceholderValues,
): Reader {
  const entry = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const member = Reflect.get(object, key);
        if (typeof member !== "function" || !READS.has(key)) return member;
        return async (...args: unknown[]) => fillPlaceholders(await member.apply(object, args), values);
      },
    });
  const group = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (object, key) => {
        const member = Reflect.get(object, key);
        return member && typeof member === "object" ? entry(member) : member;
      },
    });
  return { ...reader, singletons: group(reader.singletons), collections: group(reader.collections) };
}

/** A file's text, for the checks Keystatic's reader cannot make (see calendar-date.ts); null when it is missing. */
export async function readContentFile(root: string, path: string): Promise<string | null> {
  try {
    return await readFile(join(root, path), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Read once per process in production, where the files never change under a running build; every time in
 * development and tests, so an edit in the admin UI shows on the next page load.
 */
export function readOnceInProduction<T>(read: (root: string) => Promise<T>): (root?: string) => Promise<T> {
  const once = readOnceEach(read, env.production);
  return (root = env.contentRoot) => once(root);
}
