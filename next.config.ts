import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { hintFrameworkChunks } from "./lib/build/compile-hints";
import { distDir } from "./lib/dist-dir";
import { assertRequiredSettings, env } from "./lib/env";
import { SERVER_ACTION_BODY_LIMIT } from "./lib/security/action-guard";
import { contentSecurityPolicy, securityHeaders, STATIC_FILE_POLICY } from "./lib/security/headers";

export default function nextConfig(phase: string): NextConfig {
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  // next start: stops here without SITE_URL, not at its first mailed link. A build fails where a page reads it.
  if (phase === PHASE_PRODUCTION_SERVER) assertRequiredSettings(env);
  const policy = { development, appOrigin: new URL(env.appUrl).origin };
  return {
    reactStrictMode: true,
    distDir: distDir(),
    poweredByHeader: false,
    images: { formats: ["image/avif", "image/webp"] },
    // Analytics is decided at build time (the layout is prerendered): without it, its module is an empty stand-in, so
    // no page downloads its code (e2e/analytics.spec.ts).
    turbopack: env.analyticsEnabled ? {} : { resolveAlias: { "@vercel/analytics/next": "./components/site/analytics-off.tsx" } },
    // Bundled into server actions, PGlite's wasm URL would become a browser asset URL; load it from node_modules.
    // pdfkit reads its font metrics from files beside its own code.
    serverExternalPackages: ["@electric-sql/pglite", "pdfkit"],
    // The site copy is read from content/**.yaml when a page is rendered (lib/content/site-copy.ts), also at run time
    // when a regional page regenerates or /api/content answers: the files must travel with every server function.
    outputFileTracingIncludes: { "/**": ["./content/**/*.yaml"] },
    // The framework chunks get V8's eager-compile hint once compiled, before pages are prerendered (lib/build).
    compiler: {
      runAfterProductionCompile: async ({ distDir: outputDir }) => {
        await hintFrameworkChunks(outputDir);
      },
    },
    // Server actions are public POST endpoints too: the same 64 KiB body limit as the JSON routes (lib/http.ts),
    // not Next's 1 MB. proxy.ts answers a larger declared body with 413, and one of unknown length with 411, before
    // Next reads it.
    experimental: { serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT } },
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
                headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ ...policy, upgradeInsecureRequests: true }) }],
              },
            ]),
        // Scripts, styles, fonts: never a document, so a policy that allows nothing (and 0.7 KB less on each).
        { source: "/_next/static/:path*", headers: [{ key: "Content-Security-Policy", value: STATIC_FILE_POLICY }] },
      ];
    },
  };
}
