import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGES } from "./routes";

for (const { path } of PAGES) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
    expect(blocking).toEqual([]);
  });
}

test("/pricing names each landmark uniquely (axe landmark-unique)", async ({ page }) => {
  await page.goto("/pricing");
  const results = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  await expect(page.getByRole("region", { name: "Compare plans" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Plan comparison table" })).toHaveCount(1);
});
