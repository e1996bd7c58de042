import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertRequiredSettings, loadEnv } from "./index";

/** The session secret a fresh process (a server start) derives from this configuration. */
function secretOfNewProcess(env: { NODE_ENV: "production"; PGLITE_DIR: string; SESSION_SECRET?: string }): string {
  const script =
    'import { loadEnv } from "./lib/platform/env"; process.stdout.write(loadEnv(process.env).sessionSecret);';
  return execFileSync("node_modules/.bin/tsx", ["-e", script], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
}

describe("loadEnv", () => {
  it("trusts no proxy in front unless told otherwise", () => {
    expect(loadEnv({}).trustedProxyHops).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: "0" }).trustedProxyHops).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: "1" }).trustedProxyHops).toBe(1);
  });

  it("names one inbox per role, each falling back to the contact inbox (billing: to support first)", () => {
    expect(loadEnv({}).mail.public).toEqual({
      contact: "hello@leadflow.example",
      support: "hello@leadflow.example",
      billing: "hello@leadflow.example",
      privacy: "hello@leadflow.example",
    });
    expect(loadEnv({ SUPPORT_INBOX: "help@acme.example", PRIVACY_INBOX: "dpo@acme.example" }).mail.public).toEqual({
      contact: "hello@leadflow.example",
      support: "help@acme.example",
      billing: "help@acme.example",
      privacy: "dpo@acme.example",
    });
  });

  it("keeps naming the build's inboxes on a server started with others: its prerendered pages name them", () => {
    const built = JSON.stringify(loadEnv({ BILLING_INBOX: "billing@acme.example" }).mail.public);
    const server = loadEnv({ BILLING_INBOX: "accounts@acme.example" }, undefined, built);
    expect(server.mail.public.billing).toBe("billing@acme.example");
    expect(loadEnv({ BILLING_INBOX: "accounts@acme.example" }).mail.public.billing).toBe("accounts@acme.example");
  });

  it("writes Turbopack's build cache except on CI, and skips the build's type check only when npm test ran it", () => {
    expect(loadEnv({}).build).toEqual({ fileSystemCache: true, typesCheckedBeside: false });
    for (const ci of ["true", "1", "github-actions"]) expect(loadEnv({ CI: ci }).build.fileSystemCache).toBe(false);
    for (const ci of ["", "0", "false"]) expect(loadEnv({ CI: ci }).build.fileSystemCache).toBe(true);
    expect(loadEnv({ LEADFLOW_TYPES_CHECKED_BESIDE: "1" }).build.typesCheckedBeside).toBe(true);
  });

  it("shares Next's cache only with a redis:// or rediss:// REDIS_URL", () => {
    expect(loadEnv({}).redisUrl).toBeNull();
    expect(loadEnv({ REDIS_URL: "redis://10.0.0.5:6379/0" }).redisUrl).toBe("redis://10.0.0.5:6379/0");
    expect(loadEnv({ REDIS_URL: "rediss://cache.example:6380" }).redisUrl).toBe("rediss://cache.example:6380");
    expect(() => loadEnv({ REDIS_URL: "10.0.0.5:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadEnv({ REDIS_URL: "http://10.0.0.5:6379" })).toThrow(
      "REDIS_URL must start with redis:// or rediss://",
    );
  });

  it("knows when it runs on Vercel", () => {
    expect(loadEnv({}).onVercel).toBe(false);
    expect(loadEnv({ VERCEL: "1" }).onVercel).toBe(true);
  });

  it("stops with a readable message on a bad value", () => {
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: "many" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => loadEnv({ SESSION_SECRET: "short" })).toThrow("SESSION_SECRET must be at least 32 characters");
  });

  it("without SESSION_SECRET keeps one generated secret beside the embedded database, across restarts", () => {
    const data = mkdtempSync(join(tmpdir(), "env-secret-"));
    const env = { NODE_ENV: "production", PGLITE_DIR: join(data, "pglite") } as const;
    const first = secretOfNewProcess(env);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(data, "session-secret"), "utf8")).toBe(first);
    expect(secretOfNewProcess(env)).toBe(first);
    expect(secretOfNewProcess({ ...env, SESSION_SECRET: "s".repeat(32) })).toBe("s".repeat(32));
  }, 30_000);

  it("generates and stores nothing until the secret is first needed (next.config.ts loads the configuration at build)", () => {
    const data = mkdtempSync(join(tmpdir(), "env-lazy-"));
    const env = loadEnv({ NODE_ENV: "development", PGLITE_DIR: join(data, "pglite") });
    expect(env.appUrl).toBe("https://app.leadflow.example");
    expect(existsSync(join(data, "session-secret"))).toBe(false);
  });

  it("requires SITE_URL in production, with a message that says what it is for", () => {
    const production = loadEnv({ NODE_ENV: "production" });
    expect(() => production.siteUrl).toThrow(/SITE_URL: required in production: the site's public address/);
    expect(() => assertRequiredSettings(production)).toThrow(
      "Invalid configuration:\n  SITE_URL: required in production",
    );
    const configured = loadEnv({ NODE_ENV: "production", SITE_URL: "https://www.leadflow.example/" });
    expect(configured.siteUrl).toBe("https://www.leadflow.example");
    expect(() => assertRequiredSettings(configured)).not.toThrow();
  });

  it("in development defaults SITE_URL to the port the server listens on", () => {
    expect(loadEnv({ NODE_ENV: "development", PORT: "3456" }).siteUrl).toBe("http://localhost:3456");
    expect(loadEnv({ NODE_ENV: "development" }).siteUrl).toBe("http://localhost:3000");
    expect(loadEnv({ NODE_ENV: "test", PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
  });

  it("sends blog comments for moderation to COMMENTS_INBOX, the contact inbox unless set", () => {
    expect(loadEnv({}).mail.commentsInbox).toBe("hello@leadflow.example");
    expect(loadEnv({ CONTACT_INBOX: "team@acme.example" }).mail.commentsInbox).toBe("team@acme.example");
    expect(
      loadEnv({ CONTACT_INBOX: "team@acme.example", COMMENTS_INBOX: "editors@acme.example" }).mail.commentsInbox,
    ).toBe("editors@acme.example");
    expect(() => loadEnv({ COMMENTS_INBOX: "editors" })).toThrow(/COMMENTS_INBOX/);
  });

  it("knows when next build is prerendering (the embedded database is not the build's to open)", () => {
    expect(loadEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).building).toBe(true);
    expect(loadEnv({ NODE_ENV: "production" }).building).toBe(false);
  });

  it("reads content from the project unless CONTENT_ROOT says where", () => {
    expect(loadEnv({}).contentRoot).toBe(process.cwd());
    expect(loadEnv({ CONTENT_ROOT: "/tmp/content-copy" }).contentRoot).toBe("/tmp/content-copy");
  });

  it("keeps Draft Mode closed without DRAFT_SECRET, and refuses a short one", () => {
    expect(loadEnv({}).draftSecret).toBeUndefined();
    expect(loadEnv({ DRAFT_SECRET: "d".repeat(32) }).draftSecret).toBe("d".repeat(32));
    expect(() => loadEnv({ DRAFT_SECRET: "short" })).toThrow("DRAFT_SECRET must be at least 32 characters");
  });

  it("turns the content editor's GitHub mode on with all four settings, and refuses half a setup", () => {
    const github = {
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.client",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret",
      KEYSTATIC_SECRET: "k".repeat(40),
      KEYSTATIC_GITHUB_REPO: "leadflow/website",
    };
    expect(loadEnv({}).keystaticGithub).toBeNull();
    expect(loadEnv(github).keystaticGithub).toEqual({
      clientId: "Iv1.client",
      clientSecret: "client-secret",
      secret: "k".repeat(40),
      repo: "leadflow/website",
    });
    expect(() => loadEnv({ ...github, KEYSTATIC_SECRET: undefined })).toThrow(
      /KEYSTATIC_SECRET: required for the content editor's GitHub mode/,
    );
    expect(() => loadEnv({ ...github, KEYSTATIC_GITHUB_REPO: "https://github.com/leadflow/website" })).toThrow(
      "KEYSTATIC_GITHUB_REPO must be owner/name",
    );
  });
});
