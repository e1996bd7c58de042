import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { z } from "zod";
import {
  canonicalOrigin,
  deploymentSettingsShape,
  parseDeployment,
  resolveDeployment,
  type Deployment,
} from "../build/deployment";
import { storedSecret } from "../security/stored-secret";
import { DEFAULT_TRUSTED_PROXIES, parseCidrList } from "../security/trusted-proxies";
import { logger } from "../log";

// The only reader of process.env. Every optional variable has a working default (docs/architecture.md, Configuration).

const optionalUrl = z.url().optional();
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  SITE_URL: z.url().optional(),
  // The port `next start` and `next dev` listen on: Next sets it once the server is listening.
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  APP_URL: z.url().default("https://app.leadflow.example"),
  DATABASE_URL: optionalUrl,
  // The cache every instance shares (Redis or Valkey): Next's pages and their tags (docs/deployment.md).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must start with redis:// or rediss://" }).optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  ADMIN_API_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("LeadFlow <no-reply@leadflow.example>"),
  CONTACT_INBOX: z.email().default("hello@leadflow.example"),
  SALES_INBOX: z.email().optional(),
  PRIVACY_INBOX: z.email().optional(),
  COMMENTS_INBOX: z.email().optional(),
  // Reply-To of customer mails: support (welcome, resume links, acknowledgements) and billing (receipts, invoices).
  SUPPORT_INBOX: z.email().optional(),
  BILLING_INBOX: z.email().optional(),
  // Offered in the talk-to-sales acknowledgement (a booking page).
  SALES_MEETING_URL: optionalUrl,
  MAIL_DIR: z.string().min(1).default(".data/mail"),
  // A preview's mail goes to this address instead of its recipients (lib/platform/mail/transport.ts).
  MAIL_CATCH_ALL: z.email().optional(),
  // Each payment gateway's own variables: its zod shape, read with readSettings (lib/billing/gateways/<name>/server.ts).
  PAYMENTS_SANDBOX: flag,
  PLATFORM_API_URL: optionalUrl,
  PLATFORM_SYNC_KEY: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  CRON_SECRET: z.string().min(16).optional(),
  // Operations (docs/observability.md): the metrics token, the operators' alert inbox, the traces' destination.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  OPS_INBOX: z.email().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  TRUSTED_PROXIES: z.string().optional(),
  ENABLE_DIAGNOSTICS: flag,
  VERCEL: z.string().optional(),
  ANALYTICS_ENABLED: flag,
  NEXT_PHASE: z.string().optional(),
  // Build settings (next.config.ts): set on CI machines by the CI service; set by `npm test` for its own builds.
  // Any value but empty, "false" or "0": CI services spell it "true", "1" or their own name.
  CI: z
    .string()
    .optional()
    .transform((value) => value !== undefined && !["", "false", "0"].includes(value)),
  LEADFLOW_TYPES_CHECKED_BESIDE: flag,
  ...deploymentSettingsShape,
  // Content (lib/content/sections): where the content files are read from, the Draft Mode secret, the admin UI's GitHub mode.
  CONTENT_ROOT: z.string().min(1).optional(),
  DRAFT_SECRET: z.string().min(32, "DRAFT_SECRET must be at least 32 characters").optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  KEYSTATIC_SECRET: z.string().min(32, "KEYSTATIC_SECRET must be at least 32 characters").optional(),
  KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "KEYSTATIC_GITHUB_REPO must be owner/name, e.g. leadflow/website")
    .optional(),
});

const KEYSTATIC_GITHUB_SETTINGS = [
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "KEYSTATIC_GITHUB_REPO",
] as const;

/** The admin UI's GitHub mode: all four settings, or none (local mode, `next dev` only); half a setup is an error. */
function keystaticGithub(raw: z.infer<typeof schema>) {
  const missing = KEYSTATIC_GITHUB_SETTINGS.filter((name) => !raw[name]);
  if (missing.length === KEYSTATIC_GITHUB_SETTINGS.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missing.join(", ")}: required for the content editor's GitHub mode (the other KEYSTATIC_ settings are set); set all four or none`,
    );
  }
  return {
    clientId: raw.KEYSTATIC_GITHUB_CLIENT_ID!,
    clientSecret: raw.KEYSTATIC_GITHUB_CLIENT_SECRET!,
    secret: raw.KEYSTATIC_SECRET!,
    repo: raw.KEYSTATIC_GITHUB_REPO!,
  };
}

/** Where payments may be test payments; which gateway has keys is each gateway's (lib/billing/gateways/modes.ts). */
export type PaymentSettings = {
  /** A preview deployment (VERCEL_ENV=preview or SITE_ENVIRONMENT=preview, lib/platform/build/deployment.ts). */
  preview: boolean;
  /** Outside production, or PAYMENTS_SANDBOX=true (npm start on this machine sets it, scripts/start.mjs). */
  sandboxAllowed: boolean;
};

/**
 * Settings a part of lib declares itself (a payment gateway's keys), read from the same environment and refused the
 * same way as this module's own.
 */
export function readSettings<Shape extends z.ZodObject>(
  shape: Shape,
  source: Record<string, string | undefined> = process.env,
): z.infer<Shape> {
  const parsed = shape.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export type Env = ReturnType<typeof loadEnv>;

export const SITE_URL_REQUIRED =
  "required in production: the site's public address (e.g. https://www.leadflow.example), for the links in e-mails, canonical URLs and the sitemap. `npm start` sets http://localhost:3000 when it is unset.";

/**
 * SITE_URL; in development and tests the address the server listens on (Next sets PORT once listening). Mailed links
 * and canonical URLs must name the public address, which nothing here can guess in production: a readable error.
 */
function siteUrlOf(raw: { SITE_URL?: string; PORT?: number }, production: boolean): string {
  if (raw.SITE_URL) return raw.SITE_URL.replace(/\/$/, "");
  if (production) throw new Error(`Invalid configuration:\n  SITE_URL: ${SITE_URL_REQUIRED}`);
  return `http://localhost:${raw.PORT ?? 3000}`;
}

/** For `next start` (next.config.ts): a production server without a required setting stops at start-up, with its message. */
export function assertRequiredSettings(env: Env): void {
  if (!env.siteUrl) throw new Error("Invalid configuration: SITE_URL is empty");
  if (!env.canonicalUrl) throw new Error("Invalid configuration: PRODUCTION_SITE_URL is empty");
}

// next.config.ts replaces this expression in the server code with the deployment it decided at build
// (compiler.defineServer, lib/platform/build/deployment.ts). Elsewhere (next.config.ts itself, scripts, tests) it is unset.
const BUILT_DEPLOYMENT: string | undefined = process.env.LEADFLOW_BUILT_DEPLOYMENT;
// Likewise the inboxes the prerendered pages name (docs/buying.md, "One fact, one place").
const BUILT_INBOXES: string | undefined = process.env.LEADFLOW_BUILT_INBOXES;

/** The addresses visitors are told to write to, by role: what pages, invoices and Reply-To headers name. */
export type PublicInboxes = { contact: string; support: string; billing: string; privacy: string };

/**
 * The pages were prerendered with the build's inboxes: a server started with other ones keeps naming the build's
 * everywhere (pages, invoices, replies), so no page contradicts a mail, and says so once; a rebuild changes them.
 */
function publicInboxes(configured: PublicInboxes, built: string | undefined): PublicInboxes {
  if (!built) return configured;
  const fromBuild = JSON.parse(built) as PublicInboxes;
  if (JSON.stringify(fromBuild) !== JSON.stringify(configured))
    logOnce(
      "warn",
      "CONTACT_INBOX, SUPPORT_INBOX, BILLING_INBOX or PRIVACY_INBOX differ from the build's: pages, invoices and replies keep naming the build's addresses until the next build.",
    );
  return fromBuild;
}

export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  built: string | undefined = BUILT_DEPLOYMENT,
  builtInboxes: string | undefined = BUILT_INBOXES,
) {
  const raw = readSettings(schema, source);
  const production = raw.NODE_ENV === "production";
  const deployment: Deployment = built ? parseDeployment(built) : resolveDeployment(raw);
  const preview = deployment.preview;
  if (production && !raw.DATABASE_URL && raw.NEXT_PHASE !== "phase-production-build") {
    logOnce("warn", "DATABASE_URL is not set: using the embedded PGlite database, which holds for one instance only.");
  }
  const payments = {
    preview,
    sandboxAllowed: !production || raw.PAYMENTS_SANDBOX || preview,
  } satisfies PaymentSettings;

  return {
    production,
    // `next build` prerendering pages: what belongs to the running server (the embedded database) is not opened.
    building: raw.NEXT_PHASE === "phase-production-build",
    build: {
      // Turbopack's build cache makes the next build on this machine fast; a CI machine builds once and discards it.
      fileSystemCache: !raw.CI,
      // `npm test` checks the types once, beside its builds (scripts/run-tests.mjs); every other build checks them.
      typesCheckedBeside: raw.LEADFLOW_TYPES_CHECKED_BESIDE,
    },
    // Read when first needed: `next typegen` loads the configuration as a production build does, and needs no address.
    get siteUrl(): string {
      return siteUrlOf(raw, production);
    },
    deployment,
    /** What canonical URLs, OpenGraph URLs, the sitemap and the feed name: SITE_URL, or the public site's in a preview. */
    get canonicalUrl(): string {
      return canonicalOrigin(deployment, () => siteUrlOf(raw, production));
    },
    appUrl: raw.APP_URL.replace(/\/$/, ""),
    database: { url: raw.DATABASE_URL, pgliteDir: raw.PGLITE_DIR },
    adminApiUrl: raw.ADMIN_API_URL,
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      contactInbox: raw.CONTACT_INBOX,
      // Talk-to-sales messages, confirmed data-deletion requests, blog comments to moderate: the contact inbox unless set.
      salesInbox: raw.SALES_INBOX ?? raw.CONTACT_INBOX,
      privacyInbox: raw.PRIVACY_INBOX ?? raw.CONTACT_INBOX,
      commentsInbox: raw.COMMENTS_INBOX ?? raw.CONTACT_INBOX,
      public: publicInboxes(
        {
          contact: raw.CONTACT_INBOX,
          support: raw.SUPPORT_INBOX ?? raw.CONTACT_INBOX,
          billing: raw.BILLING_INBOX ?? raw.SUPPORT_INBOX ?? raw.CONTACT_INBOX,
          privacy: raw.PRIVACY_INBOX ?? raw.CONTACT_INBOX,
        },
        builtInboxes,
      ),
      salesMeetingUrl: raw.SALES_MEETING_URL,
      dir: raw.MAIL_DIR,
      // A preview never mails a customer: .eml files, or everything to MAIL_CATCH_ALL (lib/platform/mail/transport.ts).
      preview,
      catchAll: raw.MAIL_CATCH_ALL,
    },
    paymentsSandboxAllowed: payments.sandboxAllowed,
    // Which gateway sells: lib/billing/gateways/modes.ts decides from these and each gateway's keys (a preview: the sandbox, whatever keys are set).
    payments,
    platform: { apiUrl: raw.PLATFORM_API_URL, syncKey: raw.PLATFORM_SYNC_KEY },
    // Read when first needed, so loading the configuration (next.config.ts at build) generates and stores nothing.
    get sessionSecret(): string {
      return (
        raw.SESSION_SECRET ?? generatedSessionSecret(raw, production && raw.NEXT_PHASE !== "phase-production-build")
      );
    },
    cronSecret: raw.CRON_SECRET,
    observability: {
      metricsToken: raw.METRICS_TOKEN,
      opsInbox: raw.OPS_INBOX,
      otlpEndpoint: raw.OTEL_EXPORTER_OTLP_ENDPOINT,
    },
    // Unset: each instance keeps Next's cache in its own files (the default).
    redisUrl: raw.REDIS_URL ?? null,
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    trustedProxies: raw.TRUSTED_PROXIES ? parseCidrList(raw.TRUSTED_PROXIES) : DEFAULT_TRUSTED_PROXIES,
    onVercel: Boolean(raw.VERCEL),
    diagnosticsEnabled: !production || raw.ENABLE_DIAGNOSTICS || preview,
    analyticsEnabled: !preview && (Boolean(raw.VERCEL) || raw.ANALYTICS_ENABLED),
    // No path.resolve here: Turbopack would trace the whole project into every server function (a build warning).
    contentRoot: raw.CONTENT_ROOT ?? process.cwd(),
    // Unset: the Draft Mode route answers 401 to everyone.
    draftSecret: raw.DRAFT_SECRET,
    keystaticGithub: keystaticGithub(raw),
  };
}

// One generated secret per process: Next bundles route handlers and pages separately, each with its own copy of
// this module, and a cookie sealed by a page's server action must open in a route handler.
const processSecrets = globalThis as typeof globalThis & {
  leadflowGeneratedSessionSecret?: string;
  leadflowEnvWarnings?: Set<string>;
};

// next.config.ts reads this module too (the app's origin for the CSP): one warning per process, not per copy.
export function logOnce(level: "warn" | "info", message: string) {
  processSecrets.leadflowEnvWarnings ??= new Set();
  if (processSecrets.leadflowEnvWarnings.has(message)) return;
  processSecrets.leadflowEnvWarnings.add(message);
  logger[level](message);
}

/**
 * Without SESSION_SECRET: a secret generated once and kept beside the embedded database, so sessions and the links
 * already mailed (confirm, unsubscribe) survive a restart. Only in memory for tests, the build, or a read-only disk.
 */
function generatedSessionSecret(raw: { NODE_ENV: string; NEXT_PHASE?: string; PGLITE_DIR: string }, warn: boolean) {
  if (processSecrets.leadflowGeneratedSessionSecret) return processSecrets.leadflowGeneratedSessionSecret;
  const file = join(dirname(raw.PGLITE_DIR), "session-secret");
  const keep = raw.NODE_ENV !== "test" && raw.NEXT_PHASE !== "phase-production-build";
  let secret: string | null = null;
  try {
    secret = keep ? storedSecret(file) : null;
  } catch {
    // A read-only disk (a serverless host): this process's own secret, as below.
  }
  if (warn) {
    logOnce(
      "warn",
      secret
        ? `SESSION_SECRET is not set: using the secret generated in ${file}. Set SESSION_SECRET to run more than one instance.`
        : "SESSION_SECRET is not set: sessions and mailed links will not survive a restart or work across instances.",
    );
  }
  processSecrets.leadflowGeneratedSessionSecret = secret ?? randomBytes(32).toString("hex");
  return processSecrets.leadflowGeneratedSessionSecret;
}

export const env = loadEnv();
