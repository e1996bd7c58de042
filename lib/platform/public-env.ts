// Values inlined into the browser bundle at build time, safe to expose by design; every secret stays in lib/platform/env
// (server only). The card gateway's publishable key:
export const STRIPE_PUBLISHABLE_KEY = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "";

// "owner/name" of the repository the admin UI (/keystatic) commits to, or "" for local mode. next.config.ts sets it
// from lib/platform/env only when GitHub mode is fully configured (KEYSTATIC_GITHUB_*): a repository name is not a secret.
export const KEYSTATIC_GITHUB_REPO = process.env.KEYSTATIC_GITHUB_REPO_PUBLIC ?? "";
