// A second production build of the site, with settings the main e2e build must not have (here: a preview deployment),
// in a dist dir of its own, for a spec to serve with startOwnServer (e2e/own-server.ts, NEXT_DIST_DIR in its env).
// `next build` takes one to three minutes on a busy two-core machine: call it from a beforeAll with a long timeout.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { editedContentCopy } from "./content-edits";
import { OWN_SERVER_PORT } from "./own-server";

/** A limit for a build that hangs, not a speed check: one took 5 minutes on a two-core machine at load average 30. */
export const SECOND_BUILD_TIMEOUT_MS = 600_000;

// `next build` rewrites these two to name its dist dir: put back as they were, so a spec never dirties the tree.
const REWRITTEN_BY_BUILD = ["tsconfig.json", "next-env.d.ts"];

/**
 * Builds the site into `distDir` with exactly `env` (plus PATH and HOME): nothing of the shell's settings leaks in.
 * With E2E_REUSE_SECOND_BUILD=1 an existing build in `distDir` is served as it is (while working on a spec only: the
 * build does not see code changed since).
 */
export async function buildInDistDir(distDir: string, env: Record<string, string>): Promise<void> {
  if (process.env.E2E_REUSE_SECOND_BUILD === "1" && existsSync(path.join(distDir, "BUILD_ID"))) return;
  const saved = REWRITTEN_BY_BUILD.map((file) => [file, existsSync(file) ? readFileSync(file, "utf8") : null] as const);
  const inherited = Object.fromEntries(
    // Besides the shell's paths, only the build settings of the run (lib/platform/env, build), never a site setting.
    ["PATH", "HOME", "CI", "LEADFLOW_TYPES_CHECKED_BESIDE"].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  );
  const buildEnv: Record<string, string> = {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
    NEXT_DIST_DIR: distDir,
  };
  let output = "";
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn("nice", ["-n", "10", "node_modules/.bin/next", "build"], {
        env: buildEnv as NodeJS.ProcessEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) throw new Error(`next build into ${distDir} failed (${code}):\n${output.slice(-4_000)}`);
  } finally {
    for (const [file, content] of saved) {
      if (content === null) rmSync(file, { force: true });
      else if (readFileSync(file, "utf8") !== content) writeFileSync(file, content);
    }
  }
}

// The preview deployment of e2e/preview.spec.ts.
export const PREVIEW_DIST_DIR = ".next-preview";
export const PREVIEW_PORT = OWN_SERVER_PORT + 2;
export const PRODUCTION_SITE_URL = "https://www.leadflow.example";
export const PREVIEW_BRANCH = "content/spring-launch";
export const PREVIEW_COMMIT = "4f1c2a9be07d3c5a8e61f0b2d94c7a3e5b18c6d0";

/** What a Node host's preview build is given (README, preview deployments): SITE_URL is the preview's own address. */
export function previewBuildEnv(port: number = PREVIEW_PORT): Record<string, string> {
  return {
    SITE_ENVIRONMENT: "preview",
    PRODUCTION_SITE_URL,
    SITE_BRANCH: PREVIEW_BRANCH,
    SITE_COMMIT: PREVIEW_COMMIT,
    SITE_URL: `http://127.0.0.1:${port}`,
    APP_URL: "http://127.0.0.1:9/app",
    // A preview turns analytics off even where it is asked for (a Vercel project with analytics on).
    ANALYTICS_ENABLED: "true",
  };
}

/** extraEnv: e.g. CONTENT_ROOT, a copy of the content files with staff's edits (e2e/content-edits.ts). */
export function buildPreviewSite(port: number = PREVIEW_PORT, extraEnv: Record<string, string> = {}): Promise<void> {
  return buildInDistDir(PREVIEW_DIST_DIR, { ...previewBuildEnv(port), ...extraEnv });
}

// Live gateway keys, as a Vercel project shares them with its previews by default: a preview must still take none.
export const LIVE_KEYS = {
  STRIPE_SECRET_KEY: "sk_live_dummy",
  RAZORPAY_KEY_ID: "rzp_live_dummy",
  RAZORPAY_KEY_SECRET: "rzp_live_dummy_secret",
};

/** Set by `npm test` when it built the preview beside Jest (e2e/build-preview.ts): the spec serves that build. */
export const previewPrebuilt = () => process.env.E2E_PREVIEW_PREBUILT === "1";

/**
 * The preview deployment of e2e/preview.spec.ts: built with live keys from a copy of content/ with staff's edits
 * (e2e/content-edits.ts). Returns the copy, for the server to read when it regenerates a page.
 */
export async function buildEditedPreview(): Promise<ReturnType<typeof editedContentCopy>> {
  const content = editedContentCopy();
  try {
    await buildPreviewSite(PREVIEW_PORT, { CONTENT_ROOT: content.root, ...LIVE_KEYS });
  } catch (error) {
    content.remove();
    throw error;
  }
  return content;
}
