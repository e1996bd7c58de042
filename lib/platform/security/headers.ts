// The security headers of every response (next.config.ts headers(): pages, prerendered pages, route handlers,
// static files, the 404). Pages are prerendered, so the policy cannot carry a per-request nonce: inline scripts
// are allowed, remote ones only from the payment gateways (each names its hosts: lib/billing/gateways/<name>/index.ts,
// passed in by next.config.ts), which load only at the payment step.

type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "worker-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors";

export type Sources = Partial<Record<Directive, readonly string[]>>;

/** What the site itself embeds: the contact page's map (on request only). Analytics and fonts are same-origin. */
const SITE: Sources = {
  "frame-src": ["https://www.openstreetmap.org"],
};

const BASE: Sources = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * The content editor in GitHub mode (/keystatic only): its browser code reads and commits through GitHub's API. Its
 * Google Fonts link stays blocked: it draws with the site's own Inter (docs/security.md).
 */
const GITHUB_CONTENT_EDITOR: Sources = {
  "connect-src": ["https://api.github.com"],
  "img-src": ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
};

/** next dev: React rebuilds server error stacks with eval; Vercel Analytics loads its debug script remotely. */
const DEVELOPMENT: Sources = {
  "script-src": ["'unsafe-eval'", "https://va.vercel-scripts.com"],
};

export type PolicyOptions = {
  /** next dev (never a production build). */
  development: boolean;
  /** The product app's origin: the sign-in form on /login hands the visitor over to it. */
  appOrigin: string;
  /** Only for responses served over https: on http://127.0.0.1 it would send every asset to https and break. */
  upgradeInsecureRequests: boolean;
  /** The /keystatic pages when the content editor runs in GitHub mode. */
  githubContentEditor?: boolean;
  /** The payment gateways' hosts, and the origins of their frames that may ask for the Payment Request API. */
  gateways: readonly { csp: Sources; paymentOrigins: readonly string[] }[];
};

function merge(...parts: Sources[]): Sources {
  const merged: Sources = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as [Directive, readonly string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

export function contentSecurityPolicy({
  development,
  appOrigin,
  upgradeInsecureRequests,
  githubContentEditor = false,
  gateways,
}: PolicyOptions): string {
  const sources = merge(
    BASE,
    ...gateways.map((gateway) => gateway.csp),
    SITE,
    { "form-action": [appOrigin] },
    development ? DEVELOPMENT : {},
    githubContentEditor ? GITHUB_CONTENT_EDITOR : {},
  );
  const directives = Object.entries(sources).map(([directive, list]) => `${directive} ${list.join(" ")}`);
  if (upgradeInsecureRequests) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of the hashed static files under /_next/static (scripts, styles, fonts, media). A page's policy is its
 * own document's: the headers of a script or stylesheet it loads change nothing there. No document is ever made of
 * these files, so the policy that would apply if one were opened on its own allows nothing at all.
 */
export const STATIC_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Only the gateways' frames may ask for the Payment Request API (wallets); no page needs camera, mic or location.
function permissionsPolicy(gateways: PolicyOptions["gateways"]): string {
  const payment = ["self", ...gateways.flatMap((gateway) => gateway.paymentOrigins.map((origin) => `"${origin}"`))];
  return ["camera=()", "microphone=()", "geolocation=()", "usb=()", `payment=(${payment.join(" ")})`].join(", ");
}

export type Header = { key: string; value: string };

export function securityHeaders(options: PolicyOptions): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    ...POLICY_FREE_HEADERS.slice(0, 3),
    { key: "Permissions-Policy", value: permissionsPolicy(options.gateways) },
    ...POLICY_FREE_HEADERS.slice(3),
  ];
}

/** The security headers that depend neither on the page's Content-Security-Policy nor on the gateways. */
const POLICY_FREE_HEADERS: readonly Header[] = [
  // Browsers ignore it over plain http, so it is safe on the e2e servers too.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // frame-ancestors 'none' says the same to current browsers; this is for the ones that only know the header.
  { key: "X-Frame-Options", value: "DENY" },
  // A page another site opens cannot reach back into ours through window.opener. "allow-popups" keeps the
  // windows we open ourselves (a gateway's bank or UPI step) able to report back to the checkout.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
];
