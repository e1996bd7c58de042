import { z } from "zod";
import * as zm from "zod/mini";
import { plainMessage } from "./plain-messages";

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: plainMessage });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("plainMessage", () => {
  const assign = z.object({
    client_id: z.coerce.number().int().positive({ error: "client_id must be a positive number" }),
    plan_id: z.coerce.number().int(),
    billing_cycle: z.enum(["Monthly", "Yearly"]),
  });

  it("names the field and says what it must be, in place of zod's wording", () => {
    expect(messagesFor(assign, { client_id: "x", plan_id: 1.5, billing_cycle: "Weekly" })).toEqual([
      "client_id must be a number",
      "plan_id must be a whole number",
      "billing_cycle must be one of Monthly, Yearly",
    ]);
  });

  it("calls a missing field required and keeps a schema's own message", () => {
    // A coerced number reads a missing value as NaN: not a number.
    expect(messagesFor(assign, { client_id: -1 })).toEqual([
      "client_id must be a positive number",
      "plan_id must be a number",
      "billing_cycle is required",
    ]);
  });

  it.each([
    [z.object({ name: z.string() }), { name: 5 }, "name must be text"],
    [z.object({ ok: z.boolean() }), { ok: "yes" }, "ok must be true or false"],
    [z.object({ card: z.object({ number: z.string() }) }), { card: "4242" }, "card must be an object"],
    [z.object({ card: z.object({ number: z.string() }) }), { card: {} }, "card.number is required"],
    [z.object({ tags: z.array(z.string()) }), { tags: "a" }, "tags must be a list"],
    [z.object({ id: z.string().trim().min(1) }), { id: "  " }, "id is required"],
    [z.object({ id: z.string().min(3) }), { id: "ab" }, "id must be at least 3 characters long"],
    [z.object({ id: z.string().max(2) }), { id: "abc" }, "id must be at most 2 characters long"],
    [z.object({ n: z.number().min(2) }), { n: 1 }, "n must be at least 2"],
    [z.object({ n: z.number().positive() }), { n: 0 }, "n must be greater than 0"],
    [z.object({ n: z.number().multipleOf(5) }), { n: 3 }, "n must be a multiple of 5"],
    [z.object({ email: z.email() }), { email: "x" }, "email must be a valid email address"],
    [z.object({ code: z.string().regex(/^\d+$/) }), { code: "x" }, "code is not in a valid format"],
    [z.object({ kind: z.literal("card") }), { kind: "bank" }, "kind must be card"],
    [z.strictObject({ a: z.string() }), { a: "x", b: 1 }, "Unknown field: b"],
    [z.object({ a: z.string().refine(() => false) }), { a: "x" }, "a is not valid"],
  ] as const)("%#: %s", (schema, input, message) => {
    expect(messagesFor(schema as z.ZodType, input)).toEqual([message]);
  });

  it("works for zod/mini schemas, which share the same issues", () => {
    const schema = zm.object({ country_code: zm.string(), plan: zm.number() });
    const result = schema.safeParse({ plan: "x" }, { error: plainMessage });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "country_code is required",
      "plan must be a number",
    ]);
  });

  it("never shows zod's internal wording", () => {
    const messages = messagesFor(assign, [1, 2]).concat(messagesFor(assign, { client_id: NaN, plan_id: Infinity }));
    for (const message of messages) expect(message).not.toMatch(/Invalid input|expected|received|NaN/);
    expect(messagesFor(assign, [1, 2])).toEqual(["The request body must be an object"]);
  });
});
