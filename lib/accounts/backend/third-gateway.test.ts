import { NextRequest } from "next/server";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { allGateways, gatewayForCountry, type GatewayFacts, type GatewayName } from "@/lib/billing/gateways";
import { registerGateway, type GatewayServer } from "@/lib/billing/gateways/server";
import type { Gateway } from "@/lib/billing/payments/types";
import { paymentModesFor } from "@/lib/billing/gateways/modes";
import { contentSecurityPolicy } from "@/lib/platform/security/headers";
import { openTestPglite } from "@/testing/pglite-template";
import { embeddedAdminApi } from "./embedded";
import { paymentMethod } from "./payment-methods";
import { confirmPaymentRoute, createPaymentRoute } from "../../server/payment-routes";

// The recipe of docs/architecture.md (Adding a gateway), followed by a test: everything a gateway is lives in one
// plug-in, its facts and its server side (a real one: lib/billing/gateways/<name>/index.ts and server.ts), registered
// once. The routes, both backends, the modes, the CSP and the country rule then know it without naming it; and no
// code outside the gateways' own folders names the existing ones (the scan at the end).

// Registered at run time, its name is not among the types' registered ones: cast where they are listed.
const FAKEPAY = "fakepay" as GatewayName;

// 1. Its facts: "Fakepay" sells in Fakeland (FK), in USD, from its own host.
const fakepay = {
  name: "fakepay",
  title: "Fakepay",
  label: "Fakepay (Fakeland)",
  summary: "Fakepay (USD)",
  countries: ["FK"],
  currency: "USD",
  paths: { create: "/api/payments/create-fakepay-order", confirm: "/api/payments/confirm-fakepay-payment" },
  referenceField: "reference",
  createFailed: "Fakepay could not make the order",
  offNote: "Fakeland's orders cannot be paid",
  csp: { "script-src": ["https://js.fakepay.example"] },
  paymentOrigins: ["https://pay.fakepay.example"],
} as const satisfies GatewayFacts;

// 2. Its server side: its variable, its adapter (paid when its signed token matches) and its routes' bodies.
const fakepayConfirm = z.object({ token: z.string().min(1), reference: z.string().min(1) });
type FakepayCreated = { gateway: string; reference: string; amount: number; currency: string };
const fakepayServer = {
  settings: z.object({ FAKEPAY_KEY: z.string().min(1).optional() }),
  config: (settings) => (settings.FAKEPAY_KEY ? { key: String(settings.FAKEPAY_KEY) } : null),
  keyNames: ["FAKEPAY_KEY"],
  adapter: (): Gateway => ({
    name: FAKEPAY,
    createPayment: async (order) => ({
      gateway: FAKEPAY,
      reference: `fp_${order.clientId}_${Date.now()}`,
      amount: order.amount,
      currency: order.currency,
    }),
    confirm: async (stored, input) =>
      input.kind === "gateway" && input.proof.token === `signed:${stored.reference}`
        ? { status: "succeeded", gatewayPaymentId: `${stored.reference}_paid` }
        : { status: "failed", message: "Fakepay refused the payment." },
    lookup: async () => ({ status: "open" }),
    refund: async () => {},
    parseWebhook: async () => {
      throw new Error("no webhooks");
    },
  }),
  method: {
    createdSchema: z.object({ gateway: z.string(), reference: z.string(), amount: z.number(), currency: z.string() }),
    created: ({ gateway, reference, amount, currency }) => ({ gateway, reference, amount, currency }),
    confirmSchema: fakepayConfirm.extend({ client_id: z.number().int().positive().optional() }),
    confirmation: ({ reference, token }) => ({ reference, confirm: { kind: "gateway", proof: { token } } }),
  },
} satisfies GatewayServer<{ key: string }, z.infer<typeof fakepayConfirm>, FakepayCreated>;

// 3. Registered once (a real one: a line in lib/billing/gateways/index.ts and server.ts, whose objects give the names'
// type).
registerGateway(fakepay, fakepayServer);

describe("a third gateway, registered as one plug-in", () => {
  it("is known to the country rule, the payment modes and the CSP without another change", () => {
    expect(gatewayForCountry("FK")).toBe(FAKEPAY);
    expect(gatewayForCountry("US")).not.toBe("fakepay");
    const modes = paymentModesFor({ preview: false, sandboxAllowed: false }, {
      ...Object.fromEntries(allGateways().map(({ name }) => [name, null])),
      fakepay: { key: "k" },
    } as never);
    expect(modes).toMatchObject({ fakepay: "live" });
    const policy = contentSecurityPolicy({
      development: false,
      appOrigin: "https://app.leadflow.example",
      upgradeInsecureRequests: false,
      gateways: allGateways(),
    });
    expect(policy).toContain("https://js.fakepay.example");
  });
});

describe("a third gateway's payments", () => {
  let handle: DatabaseHandle;
  const api = () =>
    embeddedAdminApi({
      db: async () => handle.db,
      gateways: (name) => {
        if (name !== "fakepay") throw new Error(`Only Fakepay here, not ${name}`);
        return fakepayServer.adapter();
      },
    });
  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(() => handle.close());

  const post = (path: string, body: unknown) =>
    new NextRequest(
      new Request(`http://127.0.0.1:3000${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { host: "127.0.0.1:3000", "content-type": "application/json" },
      }),
    );

  it("creates and confirms a payment through the admin API and the shared route factory, and fulfils it once", async () => {
    const payload = registrationPayloadSchema.parse({
      client_name: "Third Gateway Co",
      contact_name: "Asha Rao",
      contact_email: `fakepay-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: { id: 3 },
    });
    const { signIn, requiresPayment } = await api().registerClient(payload, { ip: "203.0.113.7", countryCode: "US" });
    expect(requiresPayment).toBe(true);
    const signedIn = async () => ({ clientId: signIn!.clientId, api: api() });
    const drained: unknown[] = [];
    // Its two routes, one line each, as app/api/payments/<name>/route.ts would export them.
    const create = createPaymentRoute(FAKEPAY, { signedIn });
    const confirm = confirmPaymentRoute(FAKEPAY, { signedIn, afterAnswer: (task) => drained.push(task) });
    const { paths } = paymentMethod(FAKEPAY);

    const created = await create(post(paths.create, { country_code: "US" }), {});
    expect(created.status).toBe(200);
    const { data: order } = (await created.json()) as { data: FakepayCreated };
    expect(order).toMatchObject({ gateway: "fakepay", currency: "USD" });
    expect(order.amount).toBeGreaterThan(0);

    const refused = await confirm(post(paths.confirm, { reference: order.reference, token: "forged" }), {});
    expect(await refused.json()).toEqual({
      success: true,
      data: { status: "declined", message: "Fakepay refused the payment." },
    });
    const paid = await confirm(
      post(paths.confirm, { reference: order.reference, token: `signed:${order.reference}` }),
      {},
    );
    expect(await paid.json()).toEqual({ success: true, data: { status: "paid" } });
    expect(drained).toHaveLength(2);

    // Paid: the client's plan is assigned, and the payment shows in its history as Fakepay's.
    const subscription = await api().getClientSubscription(signIn!.clientId);
    expect(subscription).toMatchObject({ plan: { id: 3 }, status: "active" });
    const [record] = await api().paymentHistory(signIn!.clientId);
    expect(record).toMatchObject({ status: "paid" });
    // A second order for a paid registration is refused with the contract's code.
    const again = await create(post(paths.create, { country_code: "US" }), {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, code: "already_paid" });
  });
});

// What "one folder" means for the gateways already here: their names appear in code only in their own folders, and in
// the thin routes whose paths the product fixes (scripts/lint/vendor-names.test.ts holds every file to it).
describe("the gateways' names in code", () => {
  const root = process.cwd();
  function sources(dir: string): string[] {
    return readdirSync(path.join(root, dir)).flatMap((entry) => {
      const relative = path.join(dir, entry);
      if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
      return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [relative] : [];
    });
  }
  it("appear in the backends, the routes' factory and the checkout nowhere", () => {
    const shared = [
      ...sources("lib/accounts/backend"),
      ...sources("lib/billing/payments"),
      "lib/server/payment-routes.ts",
      ...sources("components/signup"),
    ];
    const naming = shared.filter((file) =>
      allGateways().some(({ name }) =>
        new RegExp(`\\b${name}\\b`, "i").test(readFileSync(path.join(root, file), "utf8")),
      ),
    );
    expect(naming).toEqual([]);
  });
});
