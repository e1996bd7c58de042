import {
  fields,
  singleton,
  type ArrayField,
  type ComponentSchema,
  type GenericPreviewProps,
  type ObjectField,
  type ObjectFieldOptions,
} from "@keystatic/core";
import { z } from "zod";
import { isCalendarDate } from "../../platform/time/calendar-date";
import { linkProblem } from "../site-paths";
import { imageField } from "./image-field";

// The site copy's fields, each declared once: every builder gives the editor's Keystatic field and the zod schema
// that checks what the editor saved (with the messages the build prints) and turns it into the page's shape, so the
// two cannot drift apart (docs/editing.md, "For developers: one shape per file"). ./site-copy.ts declares the files
// with them.

/** One field of a site-copy file: what staff edit, and how the file's value is checked and shaped for the pages. */
export type CopyField<Field extends ComponentSchema = ComponentSchema, Schema extends z.ZodType = z.ZodType> = {
  readonly field: Field;
  readonly schema: Schema;
};
type CopyShape = Record<string, CopyField>;
type FieldsOf<Shape extends CopyShape> = { [Key in keyof Shape]: Shape[Key]["field"] };
type SchemasOf<Shape extends CopyShape> = { [Key in keyof Shape]: Shape[Key]["schema"] };
/** What a copy field gives the pages. */
export type CopyOutput<Copy extends CopyField> = z.output<Copy["schema"]>;

const mapShape = <Shape extends CopyShape, Value>(shape: Shape, part: (copy: CopyField) => Value) =>
  Object.fromEntries(Object.entries(shape).map(([key, copy]) => [key, part(copy)]));

const notBlank = (value: string) => value.trim() !== "";
const filled = z.string({ error: "is missing" }).refine(notBlank, "is empty: write the text");

/** A link as content writes it: a page of this site, an in-page section, https, mailto or tel (./site-paths.ts). */
const href = z.string({ error: "is missing" }).superRefine((value, context) => {
  const problem = linkProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

type TextOptions = { description?: string; multiline?: boolean };
type TextField = ReturnType<typeof fields.text>;

/** A text staff must fill in; `check` (a schema of the text) replaces the plain "not empty" check. */
function text(label: string, options?: TextOptions): CopyField<TextField, typeof filled>;
function text<Check extends z.ZodType<unknown, string>>(
  label: string,
  options: TextOptions & { check: Check },
): CopyField<TextField, Check>;
function text(label: string, { check = filled, ...options }: TextOptions & { check?: z.ZodType } = {}) {
  return { field: fields.text({ label, ...options, validation: { isRequired: true } }), schema: check };
}
const line = (label: string, description?: string) => text(label, { description });
const paragraph = (label: string, description?: string) => text(label, { description, multiline: true });

/** A text that may stay empty: empty (Keystatic writes "" or leaves it out) is `undefined`, the page's own value. */
const optionalText = (label: string, options: TextOptions) => ({
  field: fields.text({ label, ...options }),
  schema: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
});

type ItemLabel<Item extends ComponentSchema> =
  | ((props: GenericPreviewProps<Item, unknown>) => string)
  | (Item extends ObjectField<infer Fields> ? keyof Fields & string : never);
type ListOptions<Item extends ComponentSchema> = {
  label: string;
  description?: string;
  /** What the editor's list shows for an item: a function of it, or the name of the item's field to show. */
  itemLabel: ItemLabel<Item>;
  /** Without it a list needs an item, in the editor and in the file. */
  mayBeEmpty?: true;
};

/** A list whose order is the page's (drag to reorder). */
function list<Item extends ComponentSchema, Schema extends z.ZodType>(
  item: CopyField<Item, Schema>,
  { itemLabel, mayBeEmpty, ...options }: ListOptions<Item>,
): CopyField<ArrayField<Item>, z.ZodArray<Schema>> {
  const label =
    typeof itemLabel === "string"
      ? (props: GenericPreviewProps<Item, unknown>) =>
          String((props as { fields: Record<string, { value: unknown }> }).fields[itemLabel].value)
      : itemLabel;
  return {
    field: fields.array(item.field, {
      ...options,
      itemLabel: label,
      ...(mayBeEmpty ? {} : { validation: { length: { min: 1 } } }),
    }),
    schema: mayBeEmpty ? z.array(item.schema) : z.array(item.schema).min(1, "needs at least one item"),
  };
}

/** A list of lines, each shown in the editor's list by its text. */
const lines = (label: string, itemLabel: string) =>
  list(line(itemLabel), { label, itemLabel: (props) => props.value || itemLabel });

/** Fields shown together; `options` are the editor's label, description and layout. */
function object<Shape extends CopyShape>(shape: Shape, options?: ObjectFieldOptions) {
  return {
    field: fields.object(mapShape(shape, (copy) => copy.field) as FieldsOf<Shape>, options),
    schema: z.object(mapShape(shape, (copy) => copy.schema) as SchemasOf<Shape>),
  };
}

/** The same field, its checked value turned into what the pages render. */
function toPage<Field extends ComponentSchema, Schema extends z.ZodType, Page>(
  { field, schema }: CopyField<Field, Schema>,
  transform: (value: z.output<Schema>, context: z.core.$RefinementCtx<z.output<Schema>>) => Page,
) {
  return { field, schema: schema.transform(transform) };
}

/** The same field with a check of the whole value (an entry listed twice…): the editor saves it, the build says why not. */
function checked<Field extends ComponentSchema, Schema extends z.ZodType>(
  { field, schema }: CopyField<Field, Schema>,
  check: (value: z.output<Schema>, context: z.core.$RefinementCtx<z.output<Schema>>) => void,
): CopyField<Field, Schema> {
  return { field, schema: schema.superRefine(check) };
}

type Option<Value extends string> = Value | { label: string; value: Value };
const valueOf = <Value extends string>(option: Option<Value>) => (typeof option === "string" ? option : option.value);

/** One of fixed values (each its own label unless given one); the first is the editor's default. */
function select<const Value extends string>(
  label: string,
  options: readonly [Option<Value>, ...Option<Value>[]],
  description?: string,
) {
  const values = options.map(valueOf) as [Value, ...Value[]];
  const error = values.length === 2 ? `must be ${values[0]} or ${values[1]}` : `must be one of: ${values.join(", ")}`;
  return {
    field: fields.select({
      label,
      description,
      options: options.map((option) => (typeof option === "string" ? { label: option, value: option } : option)),
      defaultValue: values[0],
    }),
    schema: z.enum(values, { error }),
  };
}

/** A whole number staff must give, within `min` and `max` in the editor and in the file. */
function integer(
  label: string,
  {
    description,
    min,
    max,
    missing = "is missing",
  }: { description?: string; min: number; max?: number; missing?: string },
) {
  const number = z.number({ error: missing }).int().min(min);
  return {
    field: fields.integer({ label, description, validation: { isRequired: true, min, max } }),
    schema: max === undefined ? number : number.max(max),
  };
}

/** A tick box; a file without the value has the box's default, as the editor reads it. */
const checkbox = (
  label: string,
  { description, defaultValue = false }: { description?: string; defaultValue?: boolean } = {},
) => ({
  field: fields.checkbox({ label, description, defaultValue }),
  schema: z.boolean({ error: "is missing: true or false" }).default(defaultValue),
});

/** A date staff must give, stored as YYYY-MM-DD. */
const date = (label: string, description?: string) => ({
  field: fields.date({ label, description, validation: { isRequired: true } }),
  schema: z
    .string({ error: "is missing: write the date as YYYY-MM-DD" })
    .refine(isCalendarDate, "is not a date: write YYYY-MM-DD, e.g. 2026-11-02"),
});

/** An https address, or empty (null). */
const url = (label: string, description?: string, error = "must be an https:// address, or empty") => ({
  field: fields.url({ label, description }),
  schema: z.union([z.null(), z.url({ protocol: /^https$/, error })]),
});

/** Fields behind a tick box ("Has a photo"): the value when ticked, `undefined` when not. */
function optional<Field extends ComponentSchema, Schema extends z.ZodType>(
  label: string,
  value: CopyField<Field, Schema>,
  description?: string,
) {
  return {
    field: fields.conditional(fields.checkbox({ label, description }), { true: value.field, false: fields.empty() }),
    schema: z
      .discriminatedUnion("discriminant", [
        z.object({ discriminant: z.literal(true), value: value.schema }),
        z.object({ discriminant: z.literal(false), value: z.null().optional() }),
      ])
      .transform((choice) => (choice.discriminant ? (choice as { value: z.output<Schema> }).value : undefined)),
  };
}

type Blocks = Record<string, { label: string; item: CopyField }>;

/** A list of blocks of different kinds (a paragraph, a bullet list…), each on the page as its value alone. */
function blocks<Kinds extends Blocks>(kinds: Kinds, label: string) {
  const [first, ...rest] = Object.entries(kinds).map(([kind, { item }]) =>
    z.object({ discriminant: z.literal(kind), value: item.schema }),
  );
  type Block = CopyOutput<Kinds[keyof Kinds]["item"]>;
  return {
    field: fields.blocks(
      Object.fromEntries(
        Object.entries(kinds).map(([kind, { label: kindLabel, item }]) => [
          kind,
          { label: kindLabel, schema: item.field },
        ]),
      ) as { [Kind in keyof Kinds]: { label: string; schema: Kinds[Kind]["item"]["field"] } },
      { label, validation: { length: { min: 1 } } },
    ),
    schema: z
      .array(z.discriminatedUnion("discriminant", [first, ...rest]).transform((block) => block.value as Block))
      .min(1, "needs at least one item"),
  };
}

const LINK_HELP =
  "A page of this site (/pricing, /signup?plan=1), a section of this page (#pricing) or a full address (https://…).";

/** An address a button or link goes to. */
const linkTo = (label: string) => text(label, { description: LINK_HELP, check: href });
/** A link's text and address. */
const link = (label: string) => object({ name: line("Text"), link: linkTo("Link to") }, { label, layout: [6, 6] });
export type Link = CopyOutput<ReturnType<typeof link>>;

const imageSrc = z
  .string({ error: "is missing: choose the image file" })
  .regex(/^\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i, "must be an image file under public/images/");

/** An image's size read from its file, or why there is none (lib/content/image-files.ts reads them). */
export type ImageSizeOf = (
  src: string,
) => { width: number; height: number } | { code: "missing_file" | "unreadable_file"; message: string };

/**
 * The sizes of the images of the file being parsed: set by measuringImages for its one synchronous parse, so the
 * schemas stay plain values. Nobody types a size: it comes from the file (docs/editing.md).
 */
let imageSizeOf: ImageSizeOf | null = null;

/** `parse` run with the images' sizes given by `sizeOf`. */
export function measuringImages<Value>(sizeOf: ImageSizeOf, parse: () => Value): Value {
  imageSizeOf = sizeOf;
  try {
    return parse();
  } finally {
    imageSizeOf = null;
  }
}

/** The image with its file's width and height; a missing or unreadable file is a problem of its "src" field. */
function withFileSize<Image extends { src: string; alt: string }>(image: Image, context: z.core.$RefinementCtx) {
  if (!imageSizeOf) throw new Error("Site-copy images are measured from their files: parse with parseSiteCopy");
  const size = imageSizeOf(image.src);
  if ("code" in size) {
    context.addIssue({ code: "custom", path: ["src"], message: size.message, params: { code: size.code } });
    return z.NEVER;
  }
  return { ...image, width: size.width, height: size.height };
}

/**
 * A file under public/images/<folder>, stored as its public path ("/images/landing/hero.svg"), keeping its name on
 * every save (./image-field.ts).
 */
function imageFile(label: string, folder: string): CopyField<ReturnType<typeof imageField<true>>, typeof imageSrc>;
function imageFile(
  label: string,
  folder: string,
  options: { description: string; optional: true },
): CopyField<ReturnType<typeof imageField<false>>, z.ZodOptional<z.ZodUnion<[z.ZodNull, typeof imageSrc]>>>;
function imageFile(label: string, folder: string, options?: { description: string; optional: true }) {
  const where = { label, directory: `public/images/${folder}`, publicPath: `/images/${folder}/` };
  return options
    ? {
        field: imageField({ ...where, description: options.description }),
        schema: z.union([z.null(), imageSrc]).optional(),
      }
    : { field: imageField({ ...where, validation: { isRequired: true } }), schema: imageSrc };
}

const altText = text("Alt text", {
  description: "What the image shows, for people who cannot see it and for search engines.",
  check: z
    .string({ error: "is missing: say what the image shows" })
    .refine(notBlank, "is empty: say what the image shows (the alt text)"),
});

/** An image that says something: its alt text is required. No size to type: it is read from the file. */
const image = (label: string, folder: string) =>
  toPage(object({ src: imageFile("File", folder), alt: altText }, { label }), withFileSize);
export type ImageAsset = CopyOutput<ReturnType<typeof image>>;

/** An image beside text that already says it all (a reviewer's photo next to their name): shown with empty alt text. */
const decorativeImage = (label: string, folder: string) =>
  toPage(
    object({ src: imageFile("File", folder) }, { label, description: "Decorative: its caption says what it shows." }),
    (value, context): ImageAsset => withFileSize({ ...value, alt: "" }, context),
  );

/** The field builders of the site copy. */
export const copy = {
  text,
  line,
  paragraph,
  optionalText,
  list,
  lines,
  object,
  toPage,
  checked,
  select,
  integer,
  checkbox,
  date,
  url,
  optional,
  blocks,
  link,
  linkTo,
  imageFile,
  image,
  decorativeImage,
};

/**
 * A site-copy file, content/<path>.yaml: its editor entry and its schema, from one declaration of its fields;
 * `toPage` turns the checked file into the page's shape.
 */
export function copySingleton<Shape extends CopyShape, Page = z.output<z.ZodObject<SchemasOf<Shape>>>>(
  label: string,
  path: string,
  shape: Shape,
  toPage?: (value: z.output<z.ZodObject<SchemasOf<Shape>>>) => Page,
) {
  const { field, schema } = object(shape);
  return {
    editor: singleton({ label, path: `content/${path}`, format: { data: "yaml" }, schema: field.fields }),
    schema: (toPage ? schema.transform(toPage) : schema) as z.ZodType<Page, z.input<typeof schema>>,
  };
}
