import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Gateways are plug-ins (docs/architecture.md, Adding a gateway): a gateway's name appears in code only in its own
// folders. The allowed rest: the registries' one line each, the route files whose paths the product fixes, the
// environment variables' names, and words that are content or another part's sample data.
const VENDOR = /stripe|razorpay/i;
const ENV_NAME = /\b(?:NEXT_PUBLIC_)?(?:STRIPE|RAZORPAY)_[A-Z_]+\b/g;

const GATEWAY_FOLDERS = /^(lib\/billing\/gateways|components\/checkout\/gateways)\/(stripe|razorpay)\//;
const ALLOWED = new Set([
  // The registries: one line per gateway.
  "lib/billing/gateways/index.ts",
  "lib/billing/gateways/server.ts",
  "components/checkout/gateways/index.ts",
  // Thin routes at the paths the product fixes (docs/product.md section 7), each delegating to the registry.
  "app/api/payments/create-stripe-session/route.ts",
  "app/api/payments/confirm-stripe-payment/route.ts",
  "app/api/payments/create-razorpay-order/route.ts",
  "app/api/payments/verify-razorpay-payment/route.ts",
  "app/api/webhooks/stripe/route.ts",
  "app/api/webhooks/razorpay/route.ts",
  // Content: the payment box's texts are keyed by gateway name (content/signup.yaml).
  "lib/content/site-copy-schema.ts",
  "lib/content/keystatic/site-copy.ts",
  // The receipt preview's sample data (lib/platform/mail).
  "lib/platform/mail/render.tsx",
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const relative = path.join(dir, entry);
    if (statSync(relative).isDirectory()) return sources(relative);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [relative] : [];
  });
}

describe("gateway names in code", () => {
  it("appear only in the gateways' own folders and the allowed places", () => {
    const naming = ["lib", "app", "components"]
      .flatMap(sources)
      .filter((file) => !GATEWAY_FOLDERS.test(file) && !ALLOWED.has(file))
      .filter((file) => VENDOR.test(readFileSync(file, "utf8").replace(ENV_NAME, "")));
    expect(naming).toEqual([]);
  });

  it("the scan sees the gateways' folders and would catch a name", () => {
    const files = ["lib", "components"].flatMap(sources);
    expect(files.filter((file) => GATEWAY_FOLDERS.test(file)).length).toBeGreaterThanOrEqual(4);
    expect(VENDOR.test("import { x } from './stripe'")).toBe(true);
    expect(VENDOR.test("STRIPE_SECRET_KEY".replace(ENV_NAME, ""))).toBe(false);
  });
});
