import { existsSync, statSync } from "node:fs";
import { join, normalize } from "node:path";

/** Whether a site path ("/images/blog/x/cover.svg") names a file under the public folder. */
export function publicFileExists(publicDir: string, sitePath: string): boolean {
  const path = normalize(join(publicDir, decodeURI(sitePath.replace(/[?#].*$/, ""))));
  if (!path.startsWith(normalize(publicDir))) return false;
  return existsSync(path) && statSync(path).isFile();
}
