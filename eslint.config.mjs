import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// An import of a top-level folder's module, by alias or by a relative path that climbs to the project root:
// "@/lib/platform/db", "@/lib/platform/db/client", "../../lib/db". `names` are paths under that folder ("db", "clients/register").
const fromRoot = (folder, names) => `^(?:@/|(?:\\.\\./)+)${folder}/(?:${names.join("|")})(?:/|$)`;
// Any import of a top-level folder, refused with `message`.
const noImportsOf = (folder, message, more = {}) => ({
  regex: `^(?:@/|(?:\\.\\./)+)${folder}(?:/|$)`,
  message,
  ...more,
});

// Server-only lib code: components get its data as props from app/. Type imports are erased, so they may stay.
const serverOnlyLib = [
  "platform/(?:db|env|mail|outbox)",
  "server",
  "accounts/(?:session|backend|platform-sync)",
  "accounts/companies(?!/messages$)",
  "billing/payments(?!/(?:form-messages|sandbox-card|schema)$)",
  // The content readers; the blog's pure helpers and the content types are client-safe.
  "content(?!/(?:blog/(?:categories|collection|layouts|pagination|paths|search|types|visibility)|types|landing-types|legal-types)$)",
  "inbox/comments(?!/schema$)",
];

// lib/ is a floor and five wings over it, and a composition root on top (docs/architecture.md, Layers). Each wing
// names the wings it may import; platform/ imports none, and nothing in lib imports server/, which wires them.
const WING_IMPORTS = {
  platform: [],
  site: ["platform"],
  billing: ["platform", "site"],
  content: ["platform", "site", "billing"],
  accounts: ["platform", "site", "billing"],
  inbox: ["platform", "site", "billing", "content", "accounts"],
};
const LIB_TOP = ["platform", "site", "billing", "content", "accounts", "inbox", "server"];
const wingPattern = (wing) => {
  const allowed = WING_IMPORTS[wing];
  const refused = LIB_TOP.filter((other) => other !== wing && !allowed.includes(other));
  return {
    regex: `^(?:@/lib/|(?:\\.\\./)+(?:lib/)?)(?:${refused.join("|")})(?:/|$)`,
    message: `lib/${wing} may import only ${allowed.length ? allowed.map((w) => `lib/${w}`).join(", ") : "no other part of lib"} (docs/architecture.md, Layers).`,
  };
};

const NOT_TESTS = ["**/*.test.{ts,tsx}"];
/** `files` (but `ignores`) may import nothing `patterns` match. */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

// The outbox runs jobs; which jobs exist is wired in lib/server (the composition root), never inside the outbox.
const outboxNeverImports = {
  regex: "^(?:@/lib/platform/|\\.\\./)mail(?:/|$)",
  message: "The outbox knows no job kinds: register them in lib/server/app-jobs.ts.",
};

const noAppImports = noImportsOf("app", "app/ composes components and lib, never the reverse.");
const noComponentImports = noImportsOf("components", "Only app/ and components/ render components.");
// Test support (fakes, scratch databases, fault proxies) lives in testing/; product code never reaches for it.
const noTestingImports = noImportsOf("testing", "testing/ is test support: only tests and e2e/ import it.");

const libPatterns = [
  noTestingImports,
  noAppImports,
  noComponentImports,
  { group: ["react", "next/navigation"], message: "lib/ stays framework-free." },
];

// A side of a comparison that holds an answer's words: a message constant (ALL_CAPS, as lib words them), or a
// value named message or error.
const messageSides = ["left", "right"]
  .flatMap((side) => [
    // Constants named like messages (ALREADY_PAID); Next's build phases (PHASE_…) are not answers.
    `[${side}.type="Identifier"][${side}.name=/^(?!PHASE_)[A-Z][A-Z0-9_]+$/]`,
    `[${side}.type="Identifier"][${side}.name=/^(message|error)$/]`,
    `[${side}.type="MemberExpression"][${side}.property.name=/^(message|error)$/]`,
  ])
  .join(", ");

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  restrictImports(
    ["components/**/*.{ts,tsx}"],
    [
      noAppImports,
      noTestingImports,
      {
        regex: fromRoot("lib", serverOnlyLib),
        allowTypeImports: true,
        message: "Components never import server-only lib code (types are fine): app/ passes its data in as props.",
      },
    ],
  ),
  restrictImports(["lib/**/*.{ts,tsx}"], libPatterns),
  ...Object.keys(WING_IMPORTS).map((wing) =>
    restrictImports([`lib/${wing}/**/*.{ts,tsx}`], [...libPatterns, wingPattern(wing)], NOT_TESTS),
  ),
  restrictImports(
    ["lib/platform/outbox/**/*.{ts,tsx}"],
    [...libPatterns, wingPattern("platform"), outboxNeverImports],
    NOT_TESTS,
  ),
  // The content editor's schema draws its own fields (React); it is read by the editor's route and the content check.
  restrictImports(
    ["lib/content/keystatic/**/*.{ts,tsx}"],
    [...libPatterns.filter((p) => !p.group), wingPattern("content")],
  ),
  // Tests in lib/ keep lib's rules but may use the test support.
  restrictImports(
    ["lib/**/*.test.{ts,tsx}"],
    libPatterns.filter((p) => p !== noTestingImports),
  ),
  restrictImports(["app/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"], [noTestingImports], NOT_TESTS),
  restrictImports(
    ["content/**/*.{ts,tsx}"],
    [
      noAppImports,
      noComponentImports,
      noImportsOf("lib", "content/ is data: it may only `import type` from lib.", { allowTypeImports: true }),
    ],
    NOT_TESTS,
  ),
  {
    // Operators read JSON lines: app and lib code logs through lib/platform/log (pino), never the console.
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // The answer contract (docs/architecture.md): clients branch on an answer's code, never on its words, which are
    // the product's copy and change without notice.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          `BinaryExpression[operator=/^[!=]==?$/]:matches(${messageSides})`,
          `SwitchStatement:matches(${messageSides.replaceAll("left", "discriminant").replaceAll("right", "discriminant")})`,
        ].map((selector) => ({
          selector,
          message: "Branch on the answer's code, not on its message text (docs/architecture.md, The answer contract).",
        })),
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    "e2e/screenshots/**",
    "bench/lh/**",
  ]),
]);
