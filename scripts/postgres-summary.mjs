// npm test's last word on PostgreSQL (scripts/run-tests.mjs): which suites ran on it, and which did not because
// TEST_DATABASE_URL was unset. Without it, the suites of testDrivers() run on PGlite only and the PostgreSQL-only
// suites (fault drills, concurrency) are skipped; their concurrency tests on PGlite share one connection, so they
// prove nothing about two connections racing (README.md, Quick start).
import path from "node:path";

const POSTGRES_TITLE = /\bon postgres\b|PostgreSQL/i;

/**
 * `results`: Jest's --json report; `sources`: each test file's text by its path (what it says it needs).
 * Returns the lines to print.
 */
export function postgresSummary(results, sources, { databaseUrlSet, root = process.cwd() }) {
  const ran = [];
  const skipped = [];
  for (const file of results.testResults ?? []) {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults ?? [];
    const onPostgres = tests.some(
      (test) =>
        test.status !== "pending" &&
        test.status !== "skipped" &&
        [...test.ancestorTitles, test.title].some((title) => POSTGRES_TITLE.test(title)),
    );
    const needsPostgres = /TEST_DATABASE_URL|testDrivers\(/.test(sources(file.name) ?? "");
    if (onPostgres) ran.push(name);
    else if (needsPostgres && !databaseUrlSet) skipped.push(name);
  }
  const lines = [];
  if (databaseUrlSet)
    lines.push(`PostgreSQL (TEST_DATABASE_URL): ${ran.length} suites ran on it: ${ran.sort().join(", ")}`);
  else
    lines.push(
      `PostgreSQL: TEST_DATABASE_URL is unset, so ${skipped.length} suites ran on PGlite only or were skipped ` +
        `(their concurrency and fault tests prove nothing on PGlite): ${skipped.sort().join(", ")}`,
    );
  return lines;
}
