import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The favicon (app/icon.svg, which Next also serves at /icon.svg) as a data: URI. Pages name it inline: the icon is
 * 290 bytes, and as a file it was one more request competing with the web font while the first screen loads.
 */
export const SITE_ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), "app/icon.svg"), "utf8").trim())}`;
