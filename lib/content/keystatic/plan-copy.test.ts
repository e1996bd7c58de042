import { readFileSync } from "node:fs";
import { createReader } from "@keystatic/core/reader";
import { fields } from "@keystatic/core";
import type { z } from "zod";
import keystaticConfig from "@/lib/content/keystatic/config";
import { shapeDifferences } from "@/testing/field-shapes";
import { PLAN_COPY_FILE, planCopySchema } from "../../billing/plans/copy";
import { PLAN_DEFINITIONS } from "../../billing/plans/definitions";
import { planCopy } from "./plan-copy";

// The editor reads and writes content/plan-copy.json through these fields: Keystatic's own reader takes the
// repository's file as it is (plan ids as the fields' keys), so what staff open is what the catalog imports.

it("Keystatic reads the plans' words file as the catalog imports it", async () => {
  const read = await createReader(process.cwd(), keystaticConfig).singletons.planCopy.read();
  expect(read).toEqual(JSON.parse(readFileSync(PLAN_COPY_FILE, "utf8")));
});

it("the editor's fields describe the file as the catalog's schema does: one group per catalog plan, named as the plan", () => {
  // A zod/mini schema (the browser imports it): the same definitions underneath, which the walk reads.
  const schema = planCopySchema() as unknown as z.ZodType;
  expect(shapeDifferences(fields.object(planCopy.schema), schema, "planCopy")).toEqual([]);
  expect(Object.keys(planCopy.schema)).toEqual(PLAN_DEFINITIONS.map((plan) => String(plan.plan_id)));
  expect(Object.values(planCopy.schema).map((field) => (field as { label?: string }).label)).toEqual(
    PLAN_DEFINITIONS.map((plan) => plan.plan_name),
  );
});
