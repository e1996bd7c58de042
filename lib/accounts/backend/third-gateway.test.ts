import { NextRequest } from "next/server";
import { z } from "zod";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import type { PaymentGatewayName } from "@/lib/platform/db/schema";
import type { Gateway } from "@/lib/billing/payments/types";
import type { GatewayName } from "@/lib/site/region/gateway";
import { openTestPglite } from "@/testing/pglite-template";
import { embeddedAdminApi } from "./embedded";
import { paymentMethod, registerPaymentMethod, type PaymentMethod } from "./payment-methods";
import { confirmPaymentRoute, createPaymentRoute } from "../../server/payment-routes";

// The recipe of docs/architecture.md (Adding a gateway), followed by a test: a gateway module, one registry line and
// its two routes from the shared factory. Nothing else in lib/accounts/backend, the backends or the routes learns its name.

// 1. The gateway module (in lib/billing/payments/ for a real one): orders at "Fakepay", paid when its signed token matches.
const fakepay: Gateway = {
  name: "fakepay" as PaymentGatewayName,
  createPayment: async (order) => ({
    gateway: "fakepay" as "sandbox",
    reference: `fp_${order.clientId}_${Date.now()}`,
    amount: order.amount,
    currency: order.currency,
  }),
  confirm: async (stored, input) =>
    input.kind === "card" && input.number === `signed:${stored.reference}`
      ? { status: "succeeded", gatewayPaymentId: `${stored.reference}_paid` }
      : { status: "failed", message: "Fakepay refused the payment." },
  lookup: async () => ({ status: "open" }),
  refund: async () => {},
  parseWebhook: async () => {
    throw new Error("no webhooks");
  },
};

const fakepayConfirm = z.object({ token: z.string().min(1), reference: z.string().min(1) });
type FakepayCreated = { gateway: string; reference: string; amount: number; currency: string };
const fakepayMethod: PaymentMethod<z.infer<typeof fakepayConfirm>, FakepayCreated> = {
  kind: "fakepay" as GatewayName,
  paths: { create: "/api/payments/create-fakepay-order", confirm: "/api/payments/confirm-fakepay-payment" },
  createdSchema: z.object({ gateway: z.string(), reference: z.string(), amount: z.number(), currency: z.string() }),
  created: ({ gateway, reference, amount, currency }) => ({ gateway, reference, amount, currency }),
  confirmSchema: fakepayConfirm.extend({ client_id: z.number().int().positive().optional() }),
  settles: ["fakepay" as PaymentGatewayName],
  confirmation: ({ reference, token }) => ({
    reference,
    confirm: { kind: "card", number: token, expiry: "", cvc: "" },
  }),
};

// 2. Its registry line (and its types, for a real one in lib/accounts/backend/payment-methods.ts itself).
declare module "./payment-methods" {
  interface PaymentMethods {
    fakepay: typeof fakepayMethod;
  }
}
registerPaymentMethod("fakepay", fakepayMethod);

describe("a third gateway registered by the recipe", () => {
  let handle: DatabaseHandle;
  const api = () =>
    embeddedAdminApi({
      db: async () => handle.db,
      gateways: (name) => {
        if ((name as string) !== "fakepay") throw new Error(`Only Fakepay here, not ${name}`);
        return fakepay;
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
    // 3. Its two routes, one line each, as app/api/payments/<name>/route.ts would export them.
    const create = createPaymentRoute("fakepay", { signedIn });
    const confirm = confirmPaymentRoute("fakepay", { signedIn, afterAnswer: (task) => drained.push(task) });
    const { paths } = paymentMethod("fakepay");

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
