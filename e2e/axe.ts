import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's serious and critical axe violations (WCAG 2.1 A/AA and best practices), each with its first targets. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // Only the violations' nodes are collected (not every passing node's): a fifth faster on the long pages.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
