import "server-only";
import type { Database } from "@/lib/db/client";
import { ApiError } from "@/lib/http";
import { confirmPayment, startPayment, type ConfirmResult } from "@/lib/payments/service";
import type { GatewayResolver } from "@/lib/payments/types";
import type { AdminApi, PaymentStatus } from "./contract";

export type PaymentCalls = Pick<
  AdminApi,
  "createStripeSession" | "createRazorpayOrder" | "confirmStripePayment" | "verifyRazorpayPayment"
>;

/** The embedded backend's payment calls: lib/payments on our database, answered in the routes' shapes. */
export function embeddedPayments(database: () => Promise<Database>, gateways?: GatewayResolver): PaymentCalls {
  const resolve: GatewayResolver = (name) => {
    if (!gateways) throw new ApiError("unavailable", "Payments are not configured.");
    return gateways(name);
  };

  return {
    createStripeSession: async (clientId, body) => {
      const created = await startPayment(await database(), resolve, {
        clientId,
        kind: "stripe",
        countryCode: body.country_code,
        shownPlanId: body.plan_data?.id,
        billing: body.billing,
      });
      const clientSecret = created.gateway === "stripe" ? created.clientSecret : null;
      return {
        gateway: created.gateway,
        client_secret: clientSecret,
        payment_intent_id: created.reference,
        amount: created.amount,
        currency: created.currency,
      };
    },

    createRazorpayOrder: async (clientId, body) => {
      const created = await startPayment(await database(), resolve, {
        clientId,
        kind: "razorpay",
        countryCode: body.country_code,
        shownPlanId: body.plan_data?.id,
        billing: body.billing,
      });
      const keyId = created.gateway === "razorpay" ? created.keyId : null;
      return {
        gateway: created.gateway,
        amount: created.amount,
        currency: created.currency,
        order_id: created.reference,
        key_id: keyId,
      };
    },

    confirmStripePayment: async (clientId, body) => {
      const result = await confirmPayment(await database(), resolve, {
        clientId,
        reference: body.payment_intent_id,
        gateways: ["stripe", "sandbox"],
        confirm: body.card ? { kind: "card", ...body.card } : { kind: "stripe" },
      });
      return paymentStatus(result);
    },

    verifyRazorpayPayment: async (clientId, body) => {
      const result = await confirmPayment(await database(), resolve, {
        clientId,
        reference: body.order_id,
        gateways: ["razorpay", "sandbox"],
        confirm:
          "card" in body
            ? { kind: "card", ...body.card }
            : { kind: "razorpay", orderId: body.order_id, paymentId: body.payment_id, signature: body.signature },
      });
      return paymentStatus(result);
    },
  };
}

function paymentStatus(result: ConfirmResult): PaymentStatus {
  return result.status === "paid" ? { status: "paid" } : { status: "declined", message: result.message };
}
