// Files kept for people to look at (screenshots, traces): taken locally, and on CI, whose machine is thrown away with
// them, only when the run asks for them with `optIn`=1 (README.md, the e2e tests).
export function keepsArtifacts(optIn: "E2E_SCREENSHOTS" | "E2E_TRACES"): boolean {
  return !process.env.CI || process.env[optIn] === "1";
}
