import * as z from "zod/mini";
import type { ContentIssue } from "@/lib/platform/text/content-errors";
import { PLAN_DEFINITIONS, type PlanDefinition } from "./definitions";

// What the site says about each plan: its description and feature bullets (content/plan-copy.json, "Plans:
// descriptions and features" in the editor, lib/content/keystatic/plan-copy.ts). One entry per plan of the catalog, by
// plan_id; the plans themselves, their names, limits and prices are code (lib/billing/plans/definitions.ts). Everything
// that shows a plan's words reads them from here through the catalog (lib/billing/plans/plans.ts): the cards on / and /pricing,
// the comparison table, the content API's pricing section, and the FAQ is tested against them
// (lib/billing/plans/offer-consistency.test.ts). Imported by the catalog, which the checkout's browser code imports: JSON.

export const PLAN_COPY_FILE = "content/plan-copy.json";
export const PLAN_COPY_LABEL = "Plans: descriptions and features";

/** "Everything in Starter": the plan has every feature of Starter, an earlier plan (lib/billing/plans/comparison.ts). */
export const INHERITS_LINE = /^Everything in (.+)$/;
/** The users and AI tokens lines the card makes from the plan's limits (lib/billing/plans/features.ts). */
export const LIMIT_LINE = /^(Up to [\d,]+ users?|Unlimited users|[\d,]+ AI tokens\/(month|year))$/;

export type PlanWords = { description: string; features: string[] };
/** The words of each catalog plan, by plan_id. */
export type PlanCopy = Record<number, PlanWords>;

type Problem = Omit<ContentIssue, "file">;

// zod/mini, as the browser's other checks: the checkout's code imports the catalog, and so this file.
const text = (what: string) =>
  z
    .string({ error: `is missing: write the ${what}` })
    .check(z.refine((value) => value.trim() !== "", `is empty: write the ${what}, or remove the line`));

// Made when asked, not when the module loads: nothing here runs in a bundle that only needs the constants.
const planWordsSchema = () =>
  z.strictObject(
    {
      description: text("plan's description"),
      features: z.array(text("feature"), { error: "must be a list of features (it may be empty)" }),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `has ${issue.keys.map((key) => `"${key}"`).join(", ")}, which is not the plan's words: only the description and the features are edited here (prices and limits are set in code)`
          : "must hold the plan's description and features",
    },
  );

/** The file's shape, for the test that holds it to the editor's fields (lib/content/keystatic/plan-copy.test.ts). */
export const planCopySchema = () =>
  z.strictObject(Object.fromEntries(PLAN_DEFINITIONS.map((plan) => [String(plan.plan_id), planWordsSchema()])));

/** The editor's name of a place in the file: "Starter › Features #2". */
function fieldOf(path: readonly PropertyKey[], plans: readonly PlanDefinition[]): string {
  const [id, key, index] = path;
  const plan = plans.find((candidate) => String(candidate.plan_id) === String(id));
  const name = plan ? plan.plan_name : `Plan ${String(id)}`;
  if (key === undefined) return name;
  const label = key === "features" ? "Features" : key === "description" ? "Description" : String(key);
  return typeof index === "number" ? `${name} › ${label} #${index + 1}` : `${name} › ${label}`;
}

/** The words of one plan against the rest of the file: what a reader would stumble on, in the editor's words. */
function featureProblems(plan: PlanDefinition, lines: readonly unknown[], plans: readonly PlanDefinition[]): Problem[] {
  const earlier = plans.slice(0, plans.indexOf(plan)).map((candidate) => candidate.plan_name);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    // An empty or missing line is the schema's to name.
    const feature = typeof line === "string" ? line.trim() : "";
    if (feature === "") return;
    const field = fieldOf([plan.plan_id, "features", index], plans);
    const inherited = INHERITS_LINE.exec(feature)?.[1];
    if (inherited !== undefined && !earlier.includes(inherited)) {
      const choices = earlier.length > 0 ? `one of ${earlier.join(", ")}` : "no plan (no plan comes before it)";
      problems.push({
        field,
        code: "invalid",
        message:
          `"${feature}" names no plan before ${plan.plan_name}: after "Everything in " write ${choices}, ` +
          "exactly as the plan is named",
      });
    } else if (LIMIT_LINE.test(feature)) {
      problems.push({
        field,
        code: "invalid",
        message: `"${feature}" is one of the plan's limits, which the card already shows from the catalog (set in code): remove the line`,
      });
    } else if (seen.has(feature.toLowerCase())) {
      problems.push({ field, code: "invalid", message: `"${feature}" is listed twice for ${plan.plan_name}` });
    }
    seen.add(feature.toLowerCase());
  });
  return problems;
}

/** Every mistake in the file's data, each with the field as the editor names it; none for a good file. */
export function planCopyProblems(data: unknown, plans: readonly PlanDefinition[] = PLAN_DEFINITIONS): Problem[] {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return [{ field: "(the file)", code: "unreadable", message: "must hold each plan's description and features" }];
  const ids = plans.map((plan) => String(plan.plan_id));
  const names = plans.map((plan) => `${plan.plan_name} (${plan.plan_id})`).join(", ");
  const problems: Problem[] = [];
  for (const key of Object.keys(data).filter((key) => !ids.includes(key)))
    problems.push({
      field: `Plan ${key}`,
      code: "invalid",
      message: `is not a plan of the catalog (${names}): plans are added and removed in code, not here`,
    });
  for (const plan of plans.filter((candidate) => !Object.hasOwn(data, String(candidate.plan_id))))
    problems.push({
      field: plan.plan_name,
      code: "missing",
      message: `is missing: write the ${plan.plan_name} plan's description and features`,
    });
  const record = data as Record<string, unknown>;
  const planWords = planWordsSchema();
  for (const plan of plans) {
    const value = record[String(plan.plan_id)];
    if (value === undefined) continue;
    const result = planWords.safeParse(value);
    for (const issue of result.error?.issues ?? [])
      problems.push({
        field: fieldOf([plan.plan_id, ...issue.path], plans),
        code: /^is (empty|missing)/.test(issue.message) ? "missing" : "invalid",
        message: issue.message,
      });
    const features = (value as { features?: unknown } | null)?.features;
    if (Array.isArray(features)) problems.push(...featureProblems(plan, features, plans));
  }
  return problems;
}

/** The file's data, checked: each catalog plan's words, trimmed. Throws naming the file and every wrong field. */
export function parsePlanCopy(data: unknown, plans: readonly PlanDefinition[] = PLAN_DEFINITIONS): PlanCopy {
  const problems = planCopyProblems(data, plans);
  if (problems.length > 0)
    throw new Error(
      `${PLAN_COPY_FILE} ("${PLAN_COPY_LABEL}" in the editor) has ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}:\n` +
        problems.map(({ field, message }) => `  ${field}: ${message}`).join("\n"),
    );
  const record = data as Record<string, PlanWords>;
  return Object.fromEntries(
    plans.map(({ plan_id }) => {
      const { description, features } = record[String(plan_id)];
      return [plan_id, { description: description.trim(), features: features.map((line) => line.trim()) }];
    }),
  );
}
