import { fields } from "@keystatic/core";
import { z } from "zod";
import { shapeDifferences } from "@/testing/field-shapes";
import { imageFileSize, sitePublicDir } from "../image-files";
import { copy, copySingleton, measuringImages, type CopyField, type ImageSizeOf } from "./copy-fields";
import { siteCopyEntries } from "./site-copy";

// Each builder gives the editor's field and the schema of the file it writes from one call: here they are held to the
// same shape (testing/field-shapes.ts), so what staff can save is what the build reads, and an empty value the build
// would refuse is refused on Save.

const differences = ({ field, schema }: CopyField) => shapeDifferences(field, schema, "field");

const built: [string, CopyField][] = [
  ["a line", copy.line("Title", "Help")],
  ["a paragraph", copy.paragraph("Text")],
  ["a text with a check of its own", copy.text("E-mail", { check: z.email({ error: "is not an e-mail address" }) })],
  ["a text that may stay empty", copy.optionalText("Title", { multiline: true })],
  ["a list of lines", copy.lines("Points", "Point")],
  [
    "a list that may be empty",
    copy.list(copy.line("Role"), { label: "Roles", itemLabel: (props) => props.value, mayBeEmpty: true }),
  ],
  ["fields shown together", copy.object({ title: copy.line("Title"), count: copy.integer("Count", { min: 0 }) })],
  ["a choice", copy.select("Kind", ["a", { label: "Bee", value: "b" }, "c"])],
  ["a whole number within bounds", copy.integer("Stars", { min: 1, max: 5 })],
  ["a tick box", copy.checkbox("Show it", { defaultValue: true })],
  ["a date", copy.date("Last updated")],
  ["an https address or nothing", copy.url("Listing")],
  ["fields behind a tick box", copy.optional("Has a photo", copy.decorativeImage("Photo", "people"))],
  [
    "blocks of different kinds",
    copy.blocks(
      {
        paragraph: { label: "Paragraph", item: copy.paragraph("Paragraph") },
        list: { label: "List", item: copy.lines("Points", "Point") },
      },
      "Text",
    ),
  ],
  ["a link", copy.link("Button")],
  ["an image file", copy.imageFile("Illustration", "illustrations")],
  ["an image file that may stay empty", copy.imageFile("Social image", "social", { description: "", optional: true })],
  ["an image and its alt text", copy.image("Image", "landing")],
  ["a decorative image", copy.decorativeImage("Photo", "people")],
];

describe("each builder's editor field and schema", () => {
  it.each(built)("agree on %s: fields, lists, choices, kinds of value and what may be empty", (_, copyField) => {
    expect(differences(copyField)).toEqual([]);
  });

  it("agree on every site-copy file", () => {
    const found = Object.entries(siteCopyEntries).flatMap(([name, entry]) =>
      shapeDifferences(fields.object(entry.editor.schema), entry.schema, name),
    );
    expect(found).toEqual([]);
  });
});

describe("the comparison of an editor's fields with a schema", () => {
  it("tells a field added on one side only, a list against a line, a number against a text and a changed option", () => {
    const editor = fields.object({
      title: fields.text({ label: "Title" }),
      count: fields.integer({ label: "Count" }),
      items: fields.array(fields.text({ label: "Item" }), { label: "Items" }),
      kind: fields.select({ label: "Kind", options: [{ label: "A", value: "a" }], defaultValue: "a" }),
      extra: fields.text({ label: "Only here" }),
    });
    const schema = z.object({
      title: z.string(),
      count: z.string(),
      items: z.string(),
      kind: z.enum(["a", "b"]),
      other: z.string(),
    });
    expect(shapeDifferences(editor, schema, "example")).toEqual([
      "example.extra: only in the editor",
      "example.other: only in the schema",
      "example.count: number in the editor, text in the schema",
      "example.items: a list in the editor, string in the schema",
      "example.kind: one of a in the editor, one of a, b in the schema",
    ]);
  });

  it("tells an empty text, number or list that the editor saves and the build refuses, or the other way round", () => {
    const editor = fields.object({
      optionalText: fields.text({ label: "Saved empty" }),
      count: fields.integer({ label: "Count" }),
      items: fields.array(fields.text({ label: "Item" }), { label: "Items", validation: { length: { min: 1 } } }),
    });
    const schema = z.object({
      optionalText: z.string().min(1),
      count: z.number(),
      items: z.array(z.string()),
    });
    expect(shapeDifferences(editor, schema, "example")).toEqual([
      "example.optionalText: left empty, it is saved by the editor, refused by the build",
      "example.count: left empty, it is saved by the editor, refused by the build",
      "example.items: an empty list is refused by the editor only",
    ]);
  });

  it("compares inside choices and transforms: a field missing behind a tick box is found", () => {
    const editor = fields.object({
      photo: fields.conditional(fields.checkbox({ label: "Has a photo" }), {
        true: fields.object({ src: fields.text({ label: "File" }), width: fields.integer({ label: "Width" }) }),
        false: fields.empty(),
      }),
    });
    const schema = z.object({
      photo: z.discriminatedUnion("discriminant", [
        z.object({ discriminant: z.literal(true), value: z.object({ src: z.string() }).transform((value) => value) }),
        z.object({ discriminant: z.literal(false), value: z.null().optional() }),
      ]),
    });
    expect(shapeDifferences(editor, schema, "example")).toEqual(["example.photo(true).width: only in the editor"]);
  });
});

describe("the builders' schemas", () => {
  it("name a choice's values in its message, and the editor starts on the first", () => {
    const two = copy.select("Phones", [{ label: "iPhone", value: "ios" }, "android"]);
    expect(two.field.defaultValue()).toBe("ios");
    expect(two.schema.safeParse("web").error?.issues[0].message).toBe("must be ios or android");
    expect(copy.select("Icon", ["a", "b", "c"]).schema.safeParse("d").error?.issues[0].message).toBe(
      "must be one of: a, b, c",
    );
  });

  it("show a list's items in the editor by the field named, or by their own text", () => {
    const titled = copy.list(copy.object({ title: copy.line("Title") }), { label: "Steps", itemLabel: "title" });
    expect(titled.field.itemLabel?.({ fields: { title: { value: "Import" } } } as never)).toBe("Import");
    expect(copy.lines("Points", "Point").field.itemLabel?.({ value: "" } as never)).toBe("Point");
    expect(titled.schema.safeParse([]).error?.issues[0].message).toBe("needs at least one item");
  });

  it("give a ticked box's fields, and nothing for an unticked one", () => {
    const action = copy.optional("Call to action", copy.object({ label: copy.line("Button") }));
    expect(action.schema.parse({ discriminant: true, value: { label: "Start" } })).toEqual({ label: "Start" });
    expect(action.schema.parse({ discriminant: false, value: null })).toBeUndefined();
  });

  it("give each block as its value alone", () => {
    const body = copy.blocks(
      {
        paragraph: { label: "Paragraph", item: copy.paragraph("Paragraph") },
        list: { label: "List", item: copy.lines("Points", "Point") },
      },
      "Text",
    );
    const blocks = [
      { discriminant: "paragraph", value: "One." },
      { discriminant: "list", value: ["Two", "Three"] },
    ];
    expect(body.schema.parse(blocks)).toEqual(["One.", ["Two", "Three"]]);
  });

  it("measure an image from its file, and say so when the file is missing", async () => {
    const folders = { root: process.cwd(), publicDir: sitePublicDir() };
    const src = "/images/people/emily-carter.svg";
    const size = await imageFileSize(src, folders);
    const missing = await imageFileSize("/images/people/nobody.svg", folders);
    const sizeOf: ImageSizeOf = (path) => (path === src ? size : missing);
    const photo = copy.image("Photo", "people");

    expect(measuringImages(sizeOf, () => photo.schema.parse({ src, alt: "Emily" }))).toEqual({
      src,
      alt: "Emily",
      ...size,
    });
    const refused = measuringImages(sizeOf, () =>
      copy.decorativeImage("Photo", "people").schema.safeParse({ src: "/images/people/nobody.svg" }),
    );
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["src"], message: "message" in missing ? missing.message : "" },
    ]);
    expect(() => photo.schema.parse({ src, alt: "Emily" })).toThrow("parse with parseSiteCopy");
  });

  it("make a file's editor entry and its page's shape from one declaration", () => {
    const file = copySingleton("Footer", "footer", { copyright: copy.line("Copyright line") }, ({ copyright }) => ({
      footer: copyright,
    }));
    expect(file.editor).toMatchObject({ label: "Footer", path: "content/footer", format: { data: "yaml" } });
    expect(Object.keys(file.editor.schema)).toEqual(["copyright"]);
    expect(file.schema.parse({ copyright: "© LeadFlow" })).toEqual({ footer: "© LeadFlow" });
    expect(file.schema.safeParse({ copyright: " " }).error?.issues[0].message).toBe("is empty: write the text");
  });
});
