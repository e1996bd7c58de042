import { readFileSync } from "node:fs";
import { PLAN_CATALOG } from "./plans";
import { parsePlanCopy, planCopyProblems, PLAN_COPY_FILE } from "./copy";
import { PLAN_DEFINITIONS } from "./definitions";

// The plans' words (content/plan-copy.json): one entry per catalog plan, by plan_id, and each mistake staff can make
// in the editor named in its words (docs/editing.md).

const file = () => JSON.parse(readFileSync(PLAN_COPY_FILE, "utf8")) as Record<string, Record<string, unknown>>;
const messages = (data: unknown) => planCopyProblems(data).map(({ field, message }) => `${field}: ${message}`);

describe("the plans' words", () => {
  it("the repository's file has the words of every catalog plan, and the catalog shows them", () => {
    expect(planCopyProblems(file())).toEqual([]);
    expect(Object.keys(file())).toEqual(PLAN_DEFINITIONS.map((plan) => String(plan.plan_id)));
    for (const plan of PLAN_CATALOG) {
      expect(plan.description).toBe(file()[plan.plan_id].description);
      expect(plan.features).toEqual(file()[plan.plan_id].features);
    }
  });

  it("refuses a file whose plans are not the catalog's: staff change words, never which plans exist", () => {
    const data = file();
    data["5"] = { description: "For everyone.", features: [] };
    delete data["4"];
    expect(messages(data)).toEqual([
      "Plan 5: is not a plan of the catalog (Free (1), Starter (2), Professional (3), Enterprise (4)): plans are added and removed in code, not here",
      "Enterprise: is missing: write the Enterprise plan's description and features",
    ]);
  });

  it("refuses prices or limits written beside the words: they are code", () => {
    const data = file();
    data["2"].price = 19;
    expect(messages(data)).toEqual([
      'Starter: has "price", which is not the plan\'s words: only the description and the features are edited here (prices and limits are set in code)',
    ]);
  });

  it("names an empty description, an empty feature, an 'Everything in' naming no earlier plan, a limit and a repeat", () => {
    const data = file();
    data["1"].description = "  ";
    data["2"].features = ["Lead capture from web forms and e-mail", "", "Up to 5 users", "Everything in Enterprise"];
    data["3"].features = ["Everything in Pro", "Reports and KPIs", "reports and KPIs"];
    delete data["4"].features;
    expect(messages(data)).toEqual([
      "Free › Description: is empty: write the plan's description, or remove the line",
      "Starter › Features #2: is empty: write the feature, or remove the line",
      'Starter › Features #3: "Up to 5 users" is one of the plan\'s limits, which the card already shows from the catalog (set in code): remove the line',
      'Starter › Features #4: "Everything in Enterprise" names no plan before Starter: after "Everything in " write one of Free, exactly as the plan is named',
      'Professional › Features #1: "Everything in Pro" names no plan before Professional: after "Everything in " write one of Free, Starter, exactly as the plan is named',
      'Professional › Features #3: "reports and KPIs" is listed twice for Professional',
      "Enterprise › Features: must be a list of features (it may be empty)",
    ]);
  });

  it("stops the catalog with the file and every field named", () => {
    const data = file();
    data["3"].features = ["Everything in Pro", " "];
    expect(() => parsePlanCopy(data)).toThrow(
      [
        `${PLAN_COPY_FILE} ("Plans: descriptions and features" in the editor) has 2 problems:`,
        "  Professional › Features #2: is empty: write the feature, or remove the line",
        '  Professional › Features #1: "Everything in Pro" names no plan before Professional',
      ].join("\n"),
    );
    expect(() => parsePlanCopy("[]")).toThrow("(the file): must hold each plan's description and features");
  });
});
