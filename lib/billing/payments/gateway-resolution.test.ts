import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";
import { gatewayConfigs } from "@/lib/billing/gateways/server";
import { gatewayResolverFor } from "./gateways";
import { toMinorUnits, type PaymentOrder } from "./types";

// A preview takes no real money whatever keys it is given (lib/billing/gateways/modes.ts), and no route can go around that:
// every gateway is built by the one resolver (the source scan below), which builds only the sandbox in a preview.

const plan = findCatalogPlan(3)!;
const order: PaymentOrder = {
  clientId: 9,
  plan,
  amount: toMinorUnits(plan.price),
  currency: plan.currency,
  receipt: "client-9-plan-3",
};

describe("the gateway resolver", () => {
  let stripe: FakeStripe;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    [stripe, razorpay] = await Promise.all([startFakeStripe(), startFakeRazorpay()]);
  });
  afterAll(() => Promise.all([stripe.close(), razorpay.close()]));

  // Dummy live keys, the APIs they would reach being the local fakes: any call to them is recorded.
  const keys = () =>
    gatewayConfigs({
      STRIPE_SECRET_KEY: "sk_live_dummy",
      STRIPE_WEBHOOK_SECRET: "whsec_dummy",
      STRIPE_API_URL: stripe.url,
      RAZORPAY_KEY_ID: "rzp_live_dummy",
      RAZORPAY_KEY_SECRET: "rzp_live_dummy_secret",
      RAZORPAY_WEBHOOK_SECRET: "rzp_dummy_webhook",
      RAZORPAY_API_URL: razorpay.url,
    });

  it("in a preview with live keys: every gateway is the sandbox, and the live APIs hear nothing", async () => {
    const resolve = gatewayResolverFor({ preview: true, sandboxAllowed: true }, keys());
    for (const name of ["stripe", "razorpay", "sandbox"] as const) {
      const gateway = resolve(name);
      expect(gateway.name).toBe("sandbox");
      const created = await gateway.createPayment(order);
      expect(created.gateway).toBe("sandbox");
      await expect(gateway.lookup({ reference: created.reference })).resolves.toEqual({
        status: "undecided",
        reason: "The sandbox keeps no records here.",
      });
    }
    expect(stripe.requests).toEqual([]);
    expect(razorpay.requests).toEqual([]);
  });

  it("in production with the same keys: the live gateways, which reach their APIs", async () => {
    const resolve = gatewayResolverFor({ preview: false, sandboxAllowed: false }, keys());
    expect(resolve("stripe").name).toBe("stripe");
    expect(resolve("razorpay").name).toBe("razorpay");
    expect(() => resolve("sandbox")).toThrow("Payments are not configured.");
    await expect(resolve("stripe").createPayment(order)).resolves.toMatchObject({ gateway: "stripe" });
    expect(stripe.requests.at(-1)?.headers.authorization).toBe("Bearer sk_live_dummy");
  });

  it("in production without keys or PAYMENTS_SANDBOX: refuses, never the sandbox", () => {
    const resolve = gatewayResolverFor({ preview: false, sandboxAllowed: false }, gatewayConfigs({}));
    expect(() => resolve("stripe")).toThrow("Failed to create payment session");
    expect(() => resolve("razorpay")).toThrow("Failed to create payment order");
    expect(() => resolve("sandbox")).toThrow("Payments are not configured.");
  });
});

describe("where a gateway can be built", () => {
  const root = process.cwd();
  function sources(dir: string): string[] {
    return readdirSync(path.join(root, dir)).flatMap((entry) => {
      const relative = path.join(dir, entry);
      if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
      return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [relative] : [];
    });
  }
  const code = ["app", "lib", "components", "scripts", "proxy.ts", "instrumentation.ts"].flatMap((entry) =>
    statSync(path.join(root, entry)).isDirectory() ? sources(entry) : [entry],
  );
  const using = (pattern: RegExp) =>
    code.filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8"))).sort();

  it("the scan sees the app's code", () => {
    expect(code).toEqual(
      expect.arrayContaining(["app/api/webhooks/webhook-route.ts", "lib/billing/payments/service.ts"]),
    );
  });

  it("only the gateway modules load the Stripe and Razorpay SDKs and call their constructors", () => {
    expect(using(/from\s+["'](stripe|razorpay)(\/[^"']*)?["']|require\(["'](stripe|razorpay)/)).toEqual([
      "lib/billing/gateways/razorpay/server.ts",
      "lib/billing/gateways/stripe/server.ts",
    ]);
    // The browser's Razorpay Checkout (components/checkout/gateways/razorpay, window.Razorpay) opens an order the
    // server created: it holds no secret key and charges nothing by itself.
    const serverSide = using(/new\s+(Stripe|Razorpay)\s*\(/).filter((file) => !file.startsWith("components/"));
    expect(serverSide).toEqual(["lib/billing/gateways/razorpay/server.ts", "lib/billing/gateways/stripe/server.ts"]);
  });

  it("only the resolver builds a gateway or an SDK client", () => {
    expect(using(/\b(stripeGateway|razorpayGateway|stripeClient|razorpayClient)\s*\(/)).toEqual([
      "lib/billing/gateways/razorpay/server.ts",
      "lib/billing/gateways/stripe/server.ts",
    ]);
    // Every other gateway is built through its registered adapter, by the resolver alone.
    expect(using(/\.adapter\s*\(/)).toEqual(["lib/billing/payments/gateways.ts"]);
  });
});
