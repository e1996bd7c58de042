import { join } from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { hintFrameworkChunks } from "./lib/platform/build/compile-hints";
import { gitRevision } from "./lib/platform/build/git-revision";
import { deploymentHeaders, serializeDeployment, withRevision } from "./lib/platform/build/deployment";
import { buildTsconfigPath } from "./lib/platform/build/build-tsconfig";
import { distDir } from "./lib/platform/build/dist-dir";
import { readRedirects, redirectRules } from "./lib/content/redirects";
import { regionalPageRewrites } from "./lib/site/region/internal-rewrites";
import { assertRequiredSettings, env } from "./lib/platform/env";
import { SERVER_ACTION_BODY_LIMIT } from "./lib/platform/security/action-guard";
import { contentSecurityPolicy, securityHeaders, STATIC_FILE_POLICY } from "./lib/platform/security/headers";
import { allGateways } from "./lib/billing/gateways";

export default function nextConfig(phase: string): NextConfig {
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  // next start: stops here without SITE_URL, not at its first mailed link. A build fails where a page reads it.
  if (phase === PHASE_PRODUCTION_SERVER) assertRequiredSettings(env);
  const policy = { development, appOrigin: new URL(env.appUrl).origin, gateways: allGateways() };
  // A preview's branch and commit, from git when the environment names neither; baked into the server code below.
  const deployment =
    phase === PHASE_PRODUCTION_SERVER ? env.deployment : withRevision(env.deployment, () => gitRevision(process.cwd()));
  // The content editor (/keystatic and its API) is built only where it can work: next dev (local mode: it writes the
  // files) or GitHub mode with its own sign-in. Elsewhere its route files (*.keystatic.tsx/ts) are not routes: 404.
  const contentEditor = development || env.keystaticGithub !== null;
  // With REDIS_URL, `next start` keeps Next's cache in Redis or Valkey, shared by every instance
  // (lib/platform/cache/shared-cache-handler.mjs, docs/deployment.md); without it, and for the build, in files.
  const sharedCache =
    phase === PHASE_PRODUCTION_SERVER && env.redisUrl
      ? { cacheHandler: join(process.cwd(), "lib/platform/cache/shared-cache-handler.mjs"), cacheMaxMemorySize: 0 }
      : {};
  return {
    reactStrictMode: true,
    distDir: distDir(),
    ...sharedCache,
    poweredByHeader: false,
    // proxy.ts redirects a trailing slash itself, so the 308 carries the headers below like every other answer
    // (Next's own redirect carried none, and no X-Robots-Tag on a preview: docs/security.md).
    skipTrailingSlashRedirect: true,
    pageExtensions: ["tsx", "ts", "jsx", "js", ...(contentEditor ? ["keystatic.tsx", "keystatic.ts"] : [])],
    // The editor runs in the browser and must know its storage: the repository's name, public (lib/platform/public-env.ts).
    env: { KEYSTATIC_GITHUB_REPO_PUBLIC: env.keystaticGithub?.repo ?? "" },
    // Pages regenerated on a running server (the blog hourly, the regional pages every minute) read the content
    // files again (lib/content/sections), and measure each image from its file (lib/content/image-files.ts): the content
    // files and the images ship with every server function.
    // The blog's images are read by their route in Draft Mode (app/images/blog): they ship with it.
    outputFileTracingIncludes: {
      "/**": ["./content/**/*.{mdoc,yaml,json}", "./content/blog/images/**", "./public/images/**"],
      "/images/blog/**": ["./content/blog/images/**"],
    },
    images: { formats: ["image/avif", "image/webp"] },
    // Analytics is decided at build time (the layout is prerendered): without it, its modules (the loader and `track`)
    // are empty stand-ins, so no page downloads their code (e2e/analytics.spec.ts).
    turbopack: env.analyticsEnabled
      ? {}
      : {
          resolveAlias: {
            "@vercel/analytics/next": "./components/site/analytics-off.tsx",
            "@vercel/analytics": "./components/site/analytics-off.tsx",
          },
        },
    // Bundled into server actions, PGlite's wasm URL would become a browser asset URL; load it from node_modules.
    // pdfkit reads its font metrics from files beside its own code.
    serverExternalPackages: ["@electric-sql/pglite", "pdfkit"],
    compiler: {
      // The deployment decided now (lib/platform/build/deployment.ts) is the one lib/platform/env reads at run time, too.
      // And when it was built: the blog's scheduled posts due since then are revalidated on a server's first run
      // (lib/server/blog-schedule.ts). Each value is the string itself: Next writes it into the code as a string literal
      // (next.config.test.ts holds what the code reads from each).
      defineServer: {
        "process.env.LEADFLOW_BUILT_DEPLOYMENT": serializeDeployment(deployment),
        "process.env.LEADFLOW_BUILT_AT": String(Date.now()),
        // The inboxes the pages name, so the server names the same ones (lib/platform/env, docs/buying.md).
        "process.env.LEADFLOW_BUILT_INBOXES": JSON.stringify(env.mail.public),
      },
      // The framework chunks get V8's eager-compile hint once compiled, before pages are prerendered (lib/platform/build).
      runAfterProductionCompile: async ({ distDir: outputDir }) => {
        await hintFrameworkChunks(outputDir);
      },
    },
    // Server actions are public POST endpoints too: the same 64 KiB body limit as the JSON routes (lib/platform/http.ts),
    // not Next's 1 MB. proxy.ts answers a larger declared body with 413, and one of unknown length with 411, before
    // Next reads it.
    experimental: {
      serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
      // The stylesheet as a <style> in each page's HTML, not a render-blocking request that shares a slow link with
      // the scripts and the font: first paint on slow 4G about 0.75 s sooner. The HTML carries it twice (the <style>
      // and the flight data; patches/ removes Next 16.4's third copy); e2e/html-budget.spec.ts holds that and its size
      // (docs/decisions/0008-inline-stylesheet.md, 0009-stylesheet-once-in-the-flight-data.md; 0010-inline-stylesheet-
      // measured.md: a linked stylesheet paints 0.5 to 0.8 s later on a phone).
      inlineCss: true,
      turbopackFileSystemCacheForBuild: env.build.fileSystemCache,
    },
    typescript: { ignoreBuildErrors: env.build.typesCheckedBeside, tsconfigPath: buildTsconfigPath(distDir()) },
    // The redirects staff manage in the editor (content/redirects.json), applied from the next build on; the
    // content check (npm run content:check, and the build) refuses broken ones.
    async redirects() {
      return redirectRules(readRedirects(env.contentRoot).redirects);
    },
    // Each regional clean URL to the variant proxy.ts chose for the visitor, inside the server (never an HTTP hop,
    // whatever address `next start` is bound to): lib/site/region/internal-rewrites.ts.
    async rewrites() {
      return { beforeFiles: regionalPageRewrites(), afterFiles: [], fallback: [] };
    },
    // Config headers reach every response, static files and the 404 included (proxy.ts sees only a few paths).
    async headers() {
      return [
        { source: "/:path*", headers: securityHeaders({ ...policy, upgradeInsecureRequests: false }) },
        // Decided per request, not at build: the same build serves https behind a proxy and http on 127.0.0.1 in tests.
        // The later entry wins for the same header key.
        ...(development
          ? []
          : [
              {
                source: "/:path*",
                has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
                headers: [
                  {
                    key: "Content-Security-Policy",
                    value: contentSecurityPolicy({ ...policy, upgradeInsecureRequests: true }),
                  },
                ],
              },
            ]),
        // The content editor in GitHub mode talks to GitHub from the browser (later entries win: this one last but one).
        ...(env.keystaticGithub
          ? [
              {
                source: "/keystatic/:path*",
                headers: [
                  {
                    key: "Content-Security-Policy",
                    value: contentSecurityPolicy({
                      ...policy,
                      upgradeInsecureRequests: false,
                      githubContentEditor: true,
                    }),
                  },
                ],
              },
            ]
          : []),
        // Scripts, styles, fonts: never a document, so a policy that allows nothing (and 0.7 KB less on each).
        { source: "/_next/static/:path*", headers: [{ key: "Content-Security-Policy", value: STATIC_FILE_POLICY }] },
        // A preview: X-Robots-Tag noindex on every answer.
        ...(deployment.preview ? [{ source: "/:path*", headers: deploymentHeaders(deployment) }] : []),
      ];
    },
  };
}
