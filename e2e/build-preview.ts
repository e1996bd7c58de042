// The preview deployment e2e/preview.spec.ts serves, built ahead of Playwright: `npm test` runs this beside Jest
// (scripts/run-tests.mjs) and then tells the spec with E2E_PREVIEW_PREBUILT=1; the spec run alone builds it itself.
//   tsx e2e/build-preview.ts
import { rmSync } from "node:fs";
import { buildEditedPreview, PREVIEW_DIST_DIR } from "./preview-build";

async function main() {
  // Never an earlier run's build: the spec must see this tree's code.
  rmSync(PREVIEW_DIST_DIR, { recursive: true, force: true });
  const content = await buildEditedPreview();
  // The spec makes its own copy for its server; this one served the build only.
  content.remove();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
