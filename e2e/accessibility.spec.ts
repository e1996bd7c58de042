// Every page's axe scan is in every-page.spec.ts; here, what needs a rule of its own.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("/pricing names each landmark uniquely (axe landmark-unique)", async ({ page }) => {
  await page.goto("/pricing");
  const results = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  await expect(page.getByRole("region", { name: "Compare plans" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Plan comparison table" })).toHaveCount(1);
});
