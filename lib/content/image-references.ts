import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import keystaticConfig from "@/lib/content/keystatic/config";
import { WHOLE_FILE, type ContentIssue } from "../platform/text/content-errors";

// What the editor may delete. Saving an entry deletes the picture files it read and no longer names (a replaced
// picture): safe only when no other entry, and no page's code, names the same file. So each picture belongs to one
// content file (its fields may repeat it), and a picture in the editor's folders that nothing names is reported
// too: a leftover nobody sees, or a file a field should name (docs/editing.md, "Pictures").

const IMAGE_PATH = /\/images\/[A-Za-z0-9_\-./%]+\.(?:svg|png|jpe?g|webp|avif|gif)/g;
const CONTENT_FILE = /\.(?:ya?ml|json|mdoc)$/;
const CODE_FILE = /(?<!\.test)\.tsx?$/;
const CODE_FOLDERS = ["app", "components", "lib"];

type ImageFolder = { directory: string; publicPath: string };

/** The folders the editor's image fields keep their files in, with the address each is served at. */
export function editorImageFolders(): ImageFolder[] {
  const found = new Map<string, ImageFolder>();
  const visit = (field: ComponentSchema): void => {
    if (field.kind === "object") Object.values(field.fields).forEach(visit);
    else if (field.kind === "array") visit(field.element);
    else if (field.kind === "conditional") Object.values(field.values).forEach(visit);
    else if (field.kind === "form" && field.formKind === "asset" && field.directory) {
      const publicPath = field.serialize({ data: new Uint8Array(), extension: "png", filename: "x.png" } as never, {
        slug: undefined,
        suggestedFilenamePrefix: undefined,
      }).value;
      if (typeof publicPath === "string")
        found.set(field.directory, { directory: field.directory, publicPath: publicPath.replace(/x\.png$/, "") });
    }
  };
  const entries = [
    ...Object.values(keystaticConfig.collections ?? {}),
    ...Object.values(keystaticConfig.singletons ?? {}),
  ];
  entries.forEach((entry) => Object.values(entry.schema).forEach(visit));
  return [...found.values()];
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every image address each file names: content files by their path under `root`. */
function references(root: string, folders: string[], pattern: RegExp): Map<string, Set<string>> {
  const byImage = new Map<string, Set<string>>();
  for (const folder of folders)
    for (const file of filesUnder(join(root, folder)).filter((path) => pattern.test(path))) {
      const name = relative(root, file);
      for (const [image] of readFileSync(file, "utf8").matchAll(IMAGE_PATH))
        byImage.set(image, (byImage.get(image) ?? new Set()).add(name));
    }
  return byImage;
}

export type ImageReferenceOptions = {
  /** Where the site's code is (pages name some pictures themselves); the working folder unless given. */
  codeRoot?: string;
  /** The site's public folder; the working folder's unless given. */
  publicDir?: string;
};

/** Pictures two content files (or a content file and the code) share, and pictures in the editor's folders nothing names. */
export function imageReferenceIssues(root: string, options: ImageReferenceOptions = {}): ContentIssue[] {
  const codeRoot = options.codeRoot ?? process.cwd();
  const inContent = references(root, ["content"], CONTENT_FILE);
  const inCode = references(codeRoot, CODE_FOLDERS, CODE_FILE);
  const issues: ContentIssue[] = [];
  for (const [image, files] of inContent) {
    const [first, ...others] = [...files].sort();
    const code = [...(inCode.get(image) ?? [])];
    for (const file of code.length ? [first, ...others] : others) {
      const owner = code.length ? `the site's code (${code.sort().join(", ")})` : first;
      issues.push({
        file,
        field: WHOLE_FILE,
        code: "shared_image",
        message:
          `The image ${image} is also used by ${owner}: replacing it here would delete it there. ` +
          "Upload a copy of the picture for this field",
      });
    }
  }
  for (const { directory, publicPath } of editorImageFolders()) {
    // Build-time only (the content check): not traced into the server's files, which name content/ and public/images
    // themselves (next.config.ts, outputFileTracingIncludes).
    const folder = directory.startsWith("public/")
      ? join(/*turbopackIgnore: true*/ options.publicDir ?? join(codeRoot, "public"), directory.slice("public/".length))
      : join(/*turbopackIgnore: true*/ root, directory);
    for (const file of filesUnder(folder)) {
      const name = relative(folder, file).split("\\").join("/");
      const image = publicPath + name;
      if (inContent.has(image) || inCode.has(image)) continue;
      issues.push({
        file: `${directory}/${name}`,
        field: WHOLE_FILE,
        code: "unused_file",
        message: `No field and no page uses the picture ${image}: choose it in a field, or delete the file`,
      });
    }
  }
  return issues;
}
