import { postgresSummary } from "./postgres-summary.mjs";

// What a local npm test says about PostgreSQL, from Jest's JSON report and the test files' text.
const report = {
  testResults: [
    {
      name: "/repo/lib/a.test.ts",
      assertionResults: [
        { ancestorTitles: ["invoices on pglite"], title: "numbers", status: "passed" },
        { ancestorTitles: ["invoices on postgres"], title: "numbers", status: "passed" },
      ],
    },
    {
      name: "/repo/lib/faults.test.ts",
      assertionResults: [{ ancestorTitles: ["the database stalls (PostgreSQL)"], title: "503", status: "pending" }],
    },
    { name: "/repo/lib/plain.test.ts", assertionResults: [{ ancestorTitles: [], title: "x", status: "passed" }] },
  ],
};
const sources = (file: string) =>
  ({
    "/repo/lib/a.test.ts": "describe.each(testDrivers())(...)",
    "/repo/lib/faults.test.ts": "const adminUrl = process.env.TEST_DATABASE_URL;",
    "/repo/lib/plain.test.ts": "it('x')",
  })[file];

it("names the suites that ran on PostgreSQL when TEST_DATABASE_URL is set", () => {
  const ran = { testResults: [report.testResults[0]] };
  expect(postgresSummary(ran, sources, { databaseUrlSet: true, root: "/repo" })).toEqual([
    "PostgreSQL (TEST_DATABASE_URL): 1 suites ran on it: lib/a.test.ts",
  ]);
});

it("names the suites that ran on PGlite only or were skipped when it is unset", () => {
  const unset = {
    testResults: [
      { ...report.testResults[0], assertionResults: report.testResults[0].assertionResults.slice(0, 1) },
      report.testResults[1],
      report.testResults[2],
    ],
  };
  expect(postgresSummary(unset, sources, { databaseUrlSet: false, root: "/repo" })).toEqual([
    "PostgreSQL: TEST_DATABASE_URL is unset, so 2 suites ran on PGlite only or were skipped (their concurrency and fault tests prove nothing on PGlite): lib/a.test.ts, lib/faults.test.ts",
  ]);
});
