import type * as z from "zod/mini";

// Plain words for the issues a schema gives no message of its own: "client_id must be a number", never zod's
// "Invalid input: expected number, received NaN". A schema's own message (the product's wording) always wins.

type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Partial<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
};

function label(path: readonly PropertyKey[] | undefined): string {
  const named = (path ?? []).map(String).join(".");
  return named || "The request body";
}

function sizeMessage(field: string, issue: RawIssue & { code: "too_small" | "too_big" }): string {
  const small = issue.code === "too_small";
  const limit = Number(small ? issue.minimum : issue.maximum);
  const bound = small ? "at least" : "at most";
  if (issue.origin === "string") {
    return small && limit === 1 ? `${field} is required` : `${field} must be ${bound} ${limit} characters long`;
  }
  if (issue.origin === "array" || issue.origin === "set") return `${field} must have ${bound} ${limit} items`;
  if (issue.inclusive === false) return `${field} must be ${small ? "greater" : "less"} than ${limit}`;
  return `${field} must be ${bound} ${limit}`;
}

function listValues(values: readonly unknown[]): string {
  const shown = values.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  return shown.length === 1 ? shown[0] : `one of ${shown.join(", ")}`;
}

/** A zod error map (install with z.config({ customError }) or pass per parse). */
export function plainMessage(issue: RawIssue): string {
  const field = label(issue.path);
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && issue.input === undefined)
    return `${field} is required`;
  switch (issue.code) {
    case "invalid_type":
      return `${field} must be ${TYPE_WORDS[issue.expected] ?? "a valid value"}`;
    case "too_small":
    case "too_big":
      return sizeMessage(field, issue);
    case "invalid_format":
      return issue.format === "email" ? `${field} must be a valid email address` : `${field} is not in a valid format`;
    case "invalid_value":
      return `${field} must be ${listValues(issue.values)}`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    default:
      return `${field} is not valid`;
  }
}
