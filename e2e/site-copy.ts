import { createReader } from "@keystatic/core/reader";
import keystaticConfig from "@/lib/content/keystatic/config";

/** The site copy's files (content/**.yaml) as Keystatic reads them, for specs that use the words the pages show.
 *  (The pages' reader, lib/content/site-copy.ts, is server-only.) */
export const siteCopyFiles = createReader(process.cwd(), keystaticConfig).singletons;
