import baseConfig from "../playwright.config";

// The specs that start their own `next dev` (e2e/dev-editor.ts), without the production servers the main config
// starts first: `npx playwright test -c e2e/dev-editor.config.ts`. The main config (npm test) leaves them out.
const config = {
  ...baseConfig,
  testDir: ".",
  testMatch: ["editor-saves.spec.ts", "editor-cover.spec.ts"],
  testIgnore: [],
  outputDir: "../test-results/e2e",
  webServer: undefined,
};

export default config;
