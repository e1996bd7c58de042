// What `npm start` (scripts/start.mjs) runs next build and next start with on this machine, and the lines it says.
import { localSiteUrl } from "./local-site-url.mjs";

const SANDBOX_LINE =
  "Payments: test payments through the sandbox gateway (card 4242 4242 4242 4242; no money is taken), as SITE_URL is not set. A deployment sets SITE_URL and the gateway keys (README, Configuration).";
const PARTLY_SANDBOX_LINE =
  "Payments: the sandbox gateway stands in for a gateway without keys (PAYMENTS_SANDBOX=true), as SITE_URL is not set.";

/**
 * Without SITE_URL this is a start on the local machine (a deployment must set its public address): SITE_URL becomes
 * the address next start listens on, and the sandbox gateway takes test payments wherever a gateway has no keys, so a
 * newcomer can buy with the test card. With SITE_URL nothing changes: a deployment without keys or
 * PAYMENTS_SANDBOX=true takes no orders, and the server says so at start (lib/billing/gateways/modes.ts).
 */
export function localStartEnv(args, shell) {
  if (shell.SITE_URL) return { env: shell, lines: [] };
  const env = { ...shell, SITE_URL: localSiteUrl(args, shell) };
  const lines = [
    `SITE_URL is not set: using ${env.SITE_URL}. Set SITE_URL to the site's public address to deploy this build.`,
  ];
  if (env.PAYMENTS_SANDBOX === undefined || env.PAYMENTS_SANDBOX === "") env.PAYMENTS_SANDBOX = "true";
  if (env.PAYMENTS_SANDBOX === "true") {
    const anyKeys = env.STRIPE_SECRET_KEY || (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
    lines.push(anyKeys ? PARTLY_SANDBOX_LINE : SANDBOX_LINE);
  }
  return { env, lines };
}
