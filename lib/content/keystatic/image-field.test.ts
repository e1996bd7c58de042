import { fields } from "@keystatic/core";
import { imageField, uploadedFileName } from "./image-field";

// The editor saves an entry with a suggested file name per field ("image/src"): Keystatic's own image field takes it
// and moves the picture there; this one keeps the name the file has (docs/editing.md, "Pictures").

const OPTIONS = { label: "Image", directory: "public/images/landing", publicPath: "/images/landing/" };
const SAVE = { suggestedFilenamePrefix: "image/src", slug: undefined };
const picture = { data: new TextEncoder().encode("<svg/>"), extension: "svg", filename: "hero-dashboard.svg" };

describe("imageField", () => {
  it("saves a picture under the name it was read with, not the field's", () => {
    expect(fields.image(OPTIONS).serialize(picture, SAVE).value).toBe("/images/landing/image/src.svg");
    const saved = imageField(OPTIONS).serialize(picture, SAVE);
    expect(saved.value).toBe("/images/landing/hero-dashboard.svg");
    expect(saved.asset?.filename).toBe("hero-dashboard.svg");
  });

  it("gives an upload a name of its own, so a replaced picture never takes an old file's address", () => {
    const now = new Date("2026-11-29T07:40:00Z");
    expect(uploadedFileName("Hero Dashboard.SVG", now)).toBe(`hero-dashboard-${now.getTime().toString(36)}.svg`);
    expect(uploadedFileName("hero-dashboard.svg", now)).not.toBe("hero-dashboard.svg");
    expect(uploadedFileName("Ünïcode photo.png", now)).toMatch(/^unicode-photo-[a-z0-9]+\.png$/);
  });
});
