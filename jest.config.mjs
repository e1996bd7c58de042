import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Keystatic (the content reader) ships ES modules only: Jest resolves it to its server build, as Next's server does
// (the browser build pulls in the whole admin UI), and compiles it and the Markdoc module it imports.
const KEYSTATIC_DIST = "<rootDir>/node_modules/@keystatic/core/dist";
const COMPILED_PACKAGES = ["@keystatic/core", "@markdoc/markdoc"];

const jestConfig = createJestConfig({
  testEnvironment: "node",
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.next-", "/e2e/"],
  modulePathIgnorePatterns: ["/.next/", "/.next-"],
  // Loaded as it is by ESLint's Node API in scripts/lint/boundaries.test.ts: SWC would turn it into CommonJS.
  transformIgnorePatterns: ["/eslint\\.config\\.mjs$"],
  // "server-only" throws outside React Server Components; in plain Node tests it is a no-op.
  moduleNameMapper: {
    "^server-only$": "<rootDir>/jest.server-only.cjs",
    "^@keystatic/core$": `${KEYSTATIC_DIST}/keystatic-core.node.react-server.js`,
    "^@keystatic/core/reader$": `${KEYSTATIC_DIST}/keystatic-core-reader.node.react-server.js`,
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // One migrated PGlite database, dumped; each suite's PGlite starts from it (testing/pglite-template.ts).
  globalSetup: "<rootDir>/jest.global-setup.ts",
  globalTeardown: "<rootDir>/jest.global-teardown.ts",
  testTimeout: 30_000,
  // One worker per core. Jest's default leaves a core for itself, which on our 2-core machines is one worker
  // for suites that mostly wait on databases and sockets: 3.6 min there, 2.4 min with two.
  maxWorkers: "100%",
});

// next/jest leaves node_modules untransformed except its own list of packages (its pattern is not configurable).
export default async function config() {
  const resolved = await jestConfig();
  const transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace("/node_modules/(?!.pnpm)(?!(", `/node_modules/(?!.pnpm)(?!(${COMPILED_PACKAGES.join("|")}|`),
  );
  return { ...resolved, transformIgnorePatterns };
}
