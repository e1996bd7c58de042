import type { ComponentSchema } from "@keystatic/core";
import type { z } from "zod";

// An editor's Keystatic fields and the zod schema that checks the file they write, walked side by side: every place
// where they would describe the file differently (a field on one side only, a list against a line, a number against
// a text, other choices), or where the editor saves an empty value the schema refuses (or the other way round).
// Used for the site copy's field builders (lib/content/keystatic/copy-fields.test.ts) and the plans' words.

type Leaf = "text" | "number" | "boolean" | "nothing" | `one of ${string}`;
type FormField = ComponentSchema & { kind: "form" };

/** What a Keystatic field stores, read from the field itself (its leaves only say so through their parse). */
function keystaticLeaf(field: FormField): Leaf {
  if ("options" in field && Array.isArray(field.options))
    return `one of ${(field.options as { value: string }[]).map((option) => option.value).join(", ")}`;
  const empty = field.defaultValue();
  if (typeof empty === "boolean") return "boolean";
  if (typeof empty === "string" || "formKind" in field) return "text";
  const parse = field.parse as (value: unknown) => unknown;
  try {
    const parsed = parse(1);
    return parsed === null ? "nothing" : "number";
  } catch {
    return "text"; // a date or a URL: written as text
  }
}

/** A zod schema as the file holds it: its input side, before any transform, with null beside a value left out. */
function input(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; in?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[] };
  if (def.type === "pipe") return input(def.in!);
  if (["optional", "nullable", "default"].includes(def.type)) return input(def.innerType!);
  if (def.type === "union") {
    const values = def.options!.filter((option) => option._zod.def.type !== "null");
    if (values.length === 1) return input(values[0]);
  }
  return schema;
}

function zodLeaf(schema: z.ZodType): Leaf | string {
  const def = schema._zod.def as { type: string; entries?: Record<string, string> };
  if (def.type === "string") return "text";
  if (def.type === "number") return "number";
  if (def.type === "boolean") return "boolean";
  if (def.type === "null") return "nothing";
  if (def.type === "enum") return `one of ${Object.values(def.entries!).join(", ")}`;
  return def.type;
}

type EditorField = FormField & {
  validate: (value: unknown) => unknown;
  serialize: (value: unknown, extra: object) => { value: unknown };
  reader: { parse: (value: unknown) => unknown };
};

/**
 * A field left empty (a text or a number with no value, no file chosen): whether the editor saves it, and whether
 * the build takes what it writes (Keystatic's reader, then the schema). A tick box or a choice is never empty.
 */
function emptyDifferences(field: FormField, schema: z.ZodType, path: string): string[] {
  const editor = field as EditorField;
  const empty = editor.defaultValue();
  if (empty !== null && empty !== "") return [];
  const passes = (run: () => unknown) => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };
  const saved = passes(() => editor.validate(empty));
  const written = editor.serialize(empty, { slug: undefined, suggestedFilenamePrefix: undefined }).value;
  const read = passes(() => editor.reader.parse(written)) && schema.safeParse(editor.reader.parse(written)).success;
  if (saved === read) return [];
  return [
    `${path}: left empty, it is ${saved ? "saved by the editor, refused by the build" : "refused by the editor only"}`,
  ];
}

/** Every place where the two shapes differ, each as "path: what". */
export function shapeDifferences(field: ComponentSchema, schema: z.ZodType, path = "(file)"): string[] {
  const zod = input(schema);
  const def = zod._zod.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: z.ZodObject[];
  };
  switch (field.kind) {
    case "object": {
      if (def.type !== "object") return [`${path}: an object in the editor, ${def.type} in the schema`];
      return objectDifferences(field.fields, def.shape!, path);
    }
    case "array": {
      if (def.type !== "array") return [`${path}: a list in the editor, ${def.type} in the schema`];
      const editorMin = (field as { validation?: { length?: { min?: number } } }).validation?.length?.min ?? 0;
      const emptyList =
        editorMin > 0 === schema.safeParse([]).success
          ? [`${path}: an empty list is ${editorMin > 0 ? "refused by the editor only" : "refused by the schema only"}`]
          : [];
      return [...emptyList, ...shapeDifferences(field.element, def.element!, `${path}[]`)];
    }
    case "conditional": {
      if (def.type !== "union" || !def.options) return [`${path}: a choice in the editor, ${def.type} in the schema`];
      const byValue = new Map(
        def.options.map((option) => {
          const literal = option.shape.discriminant._zod.def as unknown as { values: unknown[] };
          return [String(literal.values[0]), option.shape.value] as const;
        }),
      );
      const values = Object.keys(field.values);
      const missing = values
        .filter((value) => !byValue.has(value))
        .map((value) => `${path}: "${value}" only in the editor`);
      const extra = [...byValue.keys()]
        .filter((value) => !values.includes(value))
        .map((value) => `${path}: "${value}" only in the schema`);
      return [
        ...missing,
        ...extra,
        ...values
          .filter((value) => byValue.has(value))
          .flatMap((value) => shapeDifferences(field.values[value], byValue.get(value)!, `${path}(${value})`)),
      ];
    }
    case "form": {
      const editor = keystaticLeaf(field);
      const checked = zodLeaf(zod);
      if (editor !== checked) return [`${path}: ${editor} in the editor, ${checked} in the schema`];
      return emptyDifferences(field, schema, path);
    }
    default:
      return [`${path}: the editor's ${field.kind} field is not compared`];
  }
}

function objectDifferences(
  editorFields: Record<string, ComponentSchema>,
  shape: Record<string, z.ZodType>,
  path: string,
): string[] {
  const keys = Object.keys(editorFields);
  return [
    ...keys.filter((key) => !(key in shape)).map((key) => `${path}.${key}: only in the editor`),
    ...Object.keys(shape)
      .filter((key) => !keys.includes(key))
      .map((key) => `${path}.${key}: only in the schema`),
    ...keys
      .filter((key) => key in shape)
      .flatMap((key) => shapeDifferences(editorFields[key], shape[key], `${path}.${key}`)),
  ];
}
