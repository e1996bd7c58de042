import { fields } from "@keystatic/core";

// Keystatic's image field names the file after the field when it saves (hero's `image.src` becomes
// <directory>/image/src.svg), whatever the file was called: every save of a section moved its picture, and sections
// that share a directory overwrote each other's (docs/editing.md, "Pictures"). This field keeps the file's name:
// an unchanged save writes nothing new, and an uploaded picture gets a name of its own, so a replaced picture never
// takes over an old file's address (nor a browser's cached copy of it).

/** "Hero Dashboard.SVG" → "hero-dashboard-<time>.svg": lower-case, hyphens, and a part no earlier upload has. */
export function uploadedFileName(original: string, now: Date = new Date()): string {
  const match = /^(.*?)(?:\.([^.]+))?$/.exec(original.trim());
  const stem = (match?.[1] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const extension = match?.[2]?.toLowerCase();
  const name = `${stem || "image"}-${now.getTime().toString(36)}`;
  return extension ? `${name}.${extension}` : name;
}

/** fields.image whose file keeps its name on every save; an upload gets a new name (uploadedFileName). */
export function imageField<IsRequired extends boolean | undefined>(
  options: Parameters<typeof fields.image<IsRequired>>[0],
) {
  const field = fields.image<IsRequired>({ ...options, transformFilename: (original) => uploadedFileName(original) });
  const serialize: typeof field.serialize = (value, extra) =>
    // Without a suggested prefix Keystatic keeps the name the file was read with, or the upload's.
    field.serialize(value, { ...extra, suggestedFilenamePrefix: undefined });
  return { ...field, serialize };
}
