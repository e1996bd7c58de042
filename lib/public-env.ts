// The only NEXT_PUBLIC_ value: Stripe's publishable key, inlined into the browser bundle at build time.
// Safe to expose by design; every secret stays in lib/env.ts (server only).
export const STRIPE_PUBLISHABLE_KEY = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "";
