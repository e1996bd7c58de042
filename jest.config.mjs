import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const jestConfig = createJestConfig({
  testEnvironment: "node",
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.next-", "/e2e/"],
  modulePathIgnorePatterns: ["/.next/", "/.next-"],
  // Loaded as it is by ESLint's Node API in scripts/lint/boundaries.test.ts: SWC would turn it into CommonJS.
  transformIgnorePatterns: ["/eslint\\.config\\.mjs$"],
  // "server-only" throws outside React Server Components; in plain Node tests it is a no-op.
  moduleNameMapper: { "^server-only$": "<rootDir>/jest.server-only.cjs" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // One migrated PGlite database, dumped; each suite's PGlite starts from it (lib/testing/pglite-template.ts).
  globalSetup: "<rootDir>/jest.global-setup.ts",
  globalTeardown: "<rootDir>/jest.global-teardown.ts",
  testTimeout: 30_000,
  // One worker per core. Jest's default leaves a core for itself, which on our 2-core machines is one worker
  // for suites that mostly wait on databases and sockets: 3.6 min there, 2.4 min with two.
  maxWorkers: "100%",
});

// Keystatic's reader (lib/content) and the Markdoc parser it loads ship only ES modules: like our own code, Jest
// compiles them to CommonJS (next/jest compiles only Next's list of packages in node_modules).
const ES_MODULE_PACKAGES = ["@keystatic/core", "@markdoc/markdoc"];

export default async function config() {
  const resolved = await jestConfig();
  const start = "/node_modules/(?!.pnpm)(?!(";
  if (!resolved.transformIgnorePatterns.some((pattern) => pattern.startsWith(start))) {
    throw new Error("jest.config.mjs: next/jest's node_modules pattern changed; update ES_MODULE_PACKAGES' insertion");
  }
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) => pattern.replace(start, `${start}${ES_MODULE_PACKAGES.join("|")}|`)),
  };
}
