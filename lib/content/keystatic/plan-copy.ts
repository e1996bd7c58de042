import { fields, singleton } from "@keystatic/core";
import { PLAN_COPY_LABEL } from "../../billing/plans/copy";
import { PLAN_DEFINITIONS } from "../../billing/plans/definitions";

// Each plan's description and feature bullets (content/plan-copy.json; lib/billing/plans/copy.ts checks the file and
// lib/billing/plans/plans.ts joins it to the catalog). One group of fields per plan of the catalog, by plan_id: staff change the
// words, never which plans exist, their names, prices or limits (code: lib/billing/plans/definitions.ts).

const FEATURES_HELP =
  "One line per bullet, in the card's order; the comparison table on /pricing has a row for each. Start with " +
  "\"Everything in Starter\" (an earlier plan's name) to include that plan's features. The users and AI tokens are " +
  "shown from the plan's limits: don't list them. Leave the list empty for the default one (dashboard analytics and " +
  "the plan's support).";

export const planCopy = singleton({
  label: PLAN_COPY_LABEL,
  path: "content/plan-copy",
  format: { data: "json" },
  schema: Object.fromEntries(
    PLAN_DEFINITIONS.map((plan) => [
      String(plan.plan_id),
      fields.object(
        {
          description: fields.text({
            label: "Description",
            description: "One sentence under the plan's name on its card.",
            validation: { length: { min: 1 } },
          }),
          features: fields.array(fields.text({ label: "Feature", validation: { length: { min: 1 } } }), {
            label: "Features",
            description: FEATURES_HELP,
            itemLabel: (props) => props.value || "Feature",
          }),
        },
        { label: plan.plan_name },
      ),
    ]),
  ),
});
