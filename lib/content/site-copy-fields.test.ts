import { fields, type ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { siteCopy } from "@/lib/content/keystatic/site-copy";
import { planCopy } from "@/lib/content/keystatic/plan-copy";
import { planCopySchema } from "@/lib/billing/plans/copy";
import { PLAN_DEFINITIONS } from "@/lib/billing/plans/definitions";
import { siteCopySchemas } from "./site-copy-schema";

// The editor's fields (lib/content/keystatic/site-copy.ts) and the zod schemas that check the files
// (site-copy-schema.ts) describe the same files twice: this walk holds them to one shape, so a field added, renamed
// or retyped in one place and not the other fails here before an edit saved in the editor fails the build.

type Leaf = "text" | "number" | "boolean" | "nothing" | `one of ${string}`;

/** What a Keystatic field stores, read from the field itself (its leaves only say so through their parse). */
function keystaticLeaf(field: ComponentSchema & { kind: "form" }): Leaf {
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
    case "array":
      if (def.type !== "array") return [`${path}: a list in the editor, ${def.type} in the schema`];
      return shapeDifferences(field.element, def.element!, `${path}[]`);
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
      return editor === checked ? [] : [`${path}: ${editor} in the editor, ${checked} in the schema`];
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

const singletonDifferences = (name: string, editorFields: Record<string, ComponentSchema>, schema: z.ZodType) =>
  shapeDifferences(fields.object(editorFields), schema, name);

describe("the site copy's editor fields and zod schemas", () => {
  it("name the same files", () => {
    expect(Object.keys(siteCopy.singletons).sort()).toEqual(Object.keys(siteCopySchemas).sort());
  });

  it("describe every file with the same fields, lists, choices and kinds of value", () => {
    const differences = Object.entries(siteCopy.singletons).flatMap(([name, singleton]) =>
      name in siteCopySchemas
        ? singletonDifferences(name, singleton.schema, siteCopySchemas[name as keyof typeof siteCopySchemas])
        : [],
    );
    expect(differences).toEqual([]);
  });

  it("describe the plans' words (content/plan-copy.json) alike: one group per catalog plan, named as the plan", () => {
    // A zod/mini schema (the browser imports it): the same definitions underneath, which the walk reads.
    expect(singletonDifferences("planCopy", planCopy.schema, planCopySchema() as unknown as z.ZodType)).toEqual([]);
    expect(Object.keys(planCopy.schema)).toEqual(PLAN_DEFINITIONS.map((plan) => String(plan.plan_id)));
    expect(Object.values(planCopy.schema).map((field) => (field as { label?: string }).label)).toEqual(
      PLAN_DEFINITIONS.map((plan) => plan.plan_name),
    );
  });

  it("tell a field added on one side only, a list against a line, a number against a text and a changed option", () => {
    const editor = {
      title: fields.text({ label: "Title" }),
      count: fields.integer({ label: "Count" }),
      items: fields.array(fields.text({ label: "Item" }), { label: "Items" }),
      kind: fields.select({ label: "Kind", options: [{ label: "A", value: "a" }], defaultValue: "a" }),
      extra: fields.text({ label: "Only here" }),
    };
    const schema = z.object({
      title: z.string(),
      count: z.string(),
      items: z.string(),
      kind: z.enum(["a", "b"]),
      other: z.string(),
    });
    expect(singletonDifferences("example", editor, schema)).toEqual([
      "example.extra: only in the editor",
      "example.other: only in the schema",
      "example.count: number in the editor, text in the schema",
      "example.items: a list in the editor, string in the schema",
      "example.kind: one of a in the editor, one of a, b in the schema",
    ]);
  });

  it("compare inside choices and transforms: a field missing behind a checkbox is found", () => {
    const editor = {
      photo: fields.conditional(fields.checkbox({ label: "Has a photo" }), {
        true: fields.object({ src: fields.text({ label: "File" }), width: fields.integer({ label: "Width" }) }),
        false: fields.empty(),
      }),
    };
    const schema = z.object({
      photo: z.discriminatedUnion("discriminant", [
        z.object({ discriminant: z.literal(true), value: z.object({ src: z.string() }).transform((value) => value) }),
        z.object({ discriminant: z.literal(false), value: z.null().optional() }),
      ]),
    });
    expect(singletonDifferences("example", editor, schema)).toEqual(["example.photo(true).width: only in the editor"]);
  });
});
