import "server-only";
import type { Database } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/platform/http";
import { confirmPayment, startPayment } from "@/lib/billing/payments/service";
import type { GatewayResolver } from "@/lib/billing/payments/types";
import type { AdminApi } from "./contract";
import { paymentMethod, type AnyPaymentMethod } from "./payment-methods";

export type PaymentCalls = Pick<AdminApi, "createPayment" | "confirmPayment">;

/** The embedded backend's payment calls: lib/billing/payments on our database, answered in each method's route shapes. */
export function embeddedPayments(database: () => Promise<Database>, gateways?: GatewayResolver): PaymentCalls {
  const resolve: GatewayResolver = (name) => {
    if (!gateways) throw new ApiError("unavailable", "Payments are not configured.");
    return gateways(name);
  };

  return {
    createPayment: async (gateway, clientId, body) => {
      const method: AnyPaymentMethod = paymentMethod(gateway);
      const created = await startPayment(await database(), resolve, {
        clientId,
        kind: method.kind,
        countryCode: body.country_code,
        shownPlanId: body.plan_data?.id,
        billing: body.billing,
      });
      return method.created(created);
    },

    confirmPayment: async (gateway, clientId, body) => {
      const method: AnyPaymentMethod = paymentMethod(gateway);
      const { reference, confirm } = method.confirmation(body);
      const result = await confirmPayment(await database(), resolve, {
        clientId,
        reference,
        gateways: method.settles,
        confirm,
      });
      return result.status === "paid" ? { status: "paid" } : { status: "declined", message: result.message };
    },
  };
}
