import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const serverOnlyLib = ["@/lib/db/*", "@/lib/env", "@/lib/payments/*", "@/lib/mail/*", "@/lib/sync/*", "@/lib/outbox/*", "@/lib/session"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: [...serverOnlyLib, "@/app/*"], message: "Components never touch server-only lib code or app/." }] }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*", "react", "next/navigation"], message: "lib/ stays framework-free." }] }],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".data/**", "e2e/screenshots/**", "bench/lh/**"]),
]);
