import { z } from "zod";

// Which kind of deployment a build is: the public site, or a preview (a branch's own deployment, for staff to look at
// before visitors do). Decided once, when the site is built: prerendered pages carry the ribbon and the canonical
// URLs, and next.config.ts bakes the decision into the server code (lib/platform/env), so a page regenerated later, a
// mail sent and the diagnostics pages follow the build, whatever the server is started with.

export type Deployment = {
  preview: boolean;
  /** The public site's origin, which a preview's canonical and OpenGraph URLs name (no trailing slash). */
  productionUrl?: string;
  branch?: string;
  commit?: string;
};

export type Revision = { branch?: string; commit?: string };

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** The variables that decide it (lib/platform/env parses them with the rest of the configuration). */
export const deploymentSettingsShape = {
  // Vercel: "production", "preview" or "development".
  VERCEL_ENV: text,
  // A Node host: "preview" makes the build a preview.
  SITE_ENVIRONMENT: z.enum(["production", "preview", ""]).optional(),
  PRODUCTION_SITE_URL: z.url().optional(),
  // Vercel: the production domain's host name, without a scheme.
  VERCEL_PROJECT_PRODUCTION_URL: text,
  VERCEL_GIT_COMMIT_REF: text,
  VERCEL_GIT_COMMIT_SHA: text,
  SITE_BRANCH: text,
  SITE_COMMIT: text,
};

const settingsSchema = z.object(deploymentSettingsShape);
export type DeploymentSettings = z.input<typeof settingsSchema>;

export const PRODUCTION_SITE_URL_REQUIRED =
  "required for a preview deployment (VERCEL_ENV=preview or SITE_ENVIRONMENT=preview): the public site's address (e.g. https://www.leadflow.example), which the preview's canonical URLs, OpenGraph URLs and sitemap name instead of its own. On Vercel, VERCEL_PROJECT_PRODUCTION_URL gives it when set.";

function productionUrlOf(settings: z.output<typeof settingsSchema>): string | undefined {
  if (settings.PRODUCTION_SITE_URL) return new URL(settings.PRODUCTION_SITE_URL).origin;
  const host = settings.VERCEL_PROJECT_PRODUCTION_URL;
  return host ? new URL(`https://${host.replace(/^https?:\/\//, "")}`).origin : undefined;
}

/** A preview when Vercel says so (VERCEL_ENV=preview) or the host does (SITE_ENVIRONMENT=preview); otherwise the public site. */
export function resolveDeployment(input: DeploymentSettings): Deployment {
  const settings = settingsSchema.parse(input);
  const preview = settings.VERCEL_ENV === "preview" || settings.SITE_ENVIRONMENT === "preview";
  if (!preview) return { preview: false };
  return {
    preview: true,
    productionUrl: productionUrlOf(settings),
    branch: settings.VERCEL_GIT_COMMIT_REF ?? settings.SITE_BRANCH,
    commit: settings.VERCEL_GIT_COMMIT_SHA ?? settings.SITE_COMMIT,
  };
}

/** A preview's branch and commit, completed from `readRevision` (git, at build) when the environment named neither. */
export function withRevision(deployment: Deployment, readRevision: () => Revision): Deployment {
  if (!deployment.preview || (deployment.branch && deployment.commit)) return deployment;
  const revision = readRevision();
  return { ...deployment, branch: deployment.branch ?? revision.branch, commit: deployment.commit ?? revision.commit };
}

/**
 * The origin canonical URLs, OpenGraph URLs, the sitemap and the feed name: the public site's, also in a preview, so
 * search engines and shared links never point at a preview. Mailed links keep the deployment's own SITE_URL.
 */
export function canonicalOrigin(deployment: Deployment, siteUrl: () => string): string {
  if (!deployment.preview) return siteUrl();
  if (!deployment.productionUrl)
    throw new Error(`Invalid configuration:\n  PRODUCTION_SITE_URL: ${PRODUCTION_SITE_URL_REQUIRED}`);
  return deployment.productionUrl;
}

/** The commit as people quote it: its first 7 characters. */
export function shortCommit(commit: string | undefined): string | undefined {
  return commit?.slice(0, 7);
}

/** What a preview's ribbon shows (the branch and the short commit); null for the public site, which has none. */
export function ribbonOf(deployment: Deployment): { branch?: string; commit?: string } | null {
  return deployment.preview ? { branch: deployment.branch, commit: shortCommit(deployment.commit) } : null;
}

export const NOINDEX_HEADER = { key: "X-Robots-Tag", value: "noindex" } as const;

/** Headers every answer of this deployment carries: a preview is never indexed, whatever the answer is. */
export function deploymentHeaders(deployment: Deployment): { key: string; value: string }[] {
  return deployment.preview ? [NOINDEX_HEADER] : [];
}

const builtSchema = z.object({
  preview: z.boolean(),
  productionUrl: z.string().optional(),
  branch: z.string().optional(),
  commit: z.string().optional(),
});

/** How next.config.ts hands the build's decision to the server code (compiler.defineServer), and back. */
export function serializeDeployment(deployment: Deployment): string {
  return JSON.stringify(deployment);
}

export function parseDeployment(serialized: string): Deployment {
  return builtSchema.parse(JSON.parse(serialized));
}
