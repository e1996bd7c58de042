import type { ComponentSchema } from "@keystatic/core";
import keystaticConfig from "@/lib/content/keystatic/config";

// Staff choose an image's file and write its alt text; its width and height are read from the file
// (lib/content/image-files.ts, docs/editing.md), so the editor asks for no size anywhere.

type Leaf = { path: string; label: string; asset: boolean };

/** Every field of an entry, with where it is ("teamData[].image.src") and its label. */
function leaves(field: ComponentSchema, path: string): Leaf[] {
  switch (field.kind) {
    case "object":
      return Object.entries(field.fields).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
    case "array":
      return leaves(field.element, `${path}[]`);
    case "conditional":
      return [
        ...leaves(field.discriminant, `${path}.discriminant`),
        ...Object.entries(field.values).flatMap(([value, child]) => leaves(child, `${path}(${value})`)),
      ];
    case "form":
      return [
        {
          path,
          label: "label" in field ? String(field.label) : "",
          asset: "formKind" in field && field.formKind === "asset",
        },
      ];
    default:
      return [];
  }
}

const entries = [
  ...Object.entries(keystaticConfig.collections ?? {}),
  ...Object.entries(keystaticConfig.singletons ?? {}),
].flatMap(([name, entry]) => Object.entries(entry.schema).flatMap(([key, field]) => leaves(field, `${name}.${key}`)));

describe("the editor's image fields", () => {
  it("are there to check: the blog's covers and the site copy's images", () => {
    const images = entries.filter((leaf) => leaf.asset).map((leaf) => leaf.path);
    expect(images).toEqual(expect.arrayContaining(["posts.cover", "team.teamData[].image.src"]));
  });

  it("ask for no width or height: the site reads them from the file", () => {
    const sizes = entries.filter(
      ({ path, label }) => /(width|height)$/i.test(path) || /\b(width|height)\b|\(px\)/i.test(label),
    );
    expect(sizes.map(({ path, label }) => `${path} (${label})`)).toEqual([]);
  });
});
