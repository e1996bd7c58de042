import "server-only";
import { after } from "next/server";
import { apiRoute, readJson } from "@/lib/platform/http";
import { drainQuietly } from "@/lib/server/app-jobs";
import { createPaymentForClientSchema, forSessionClient } from "@/lib/billing/payments/checkout-client";
import type { AdminApi } from "../accounts/backend/contract";
import { adminApiForSignup } from "../accounts/backend/for-caller";
import { paymentMethod, type AnyPaymentMethod, type PaymentMethodName } from "../accounts/backend/payment-methods";

// The checkout's two routes for every gateway (docs/architecture.md, Adding a gateway): each gateway's create and
// confirm routes are one line, `export const POST = confirmPaymentRoute("<name>")`.

/** Who pays: the session's registered client and the backend to call (tests give their own). */
export type PaymentRouteOptions = {
  signedIn?: () => Promise<{ clientId: number; api: AdminApi }>;
  afterAnswer?: (task: () => Promise<void>) => void;
};

/** POST create: an order priced from the catalog for the session's client, in the gateway's answer shape. */
export function createPaymentRoute(
  gateway: PaymentMethodName,
  { signedIn = adminApiForSignup }: PaymentRouteOptions = {},
) {
  return apiRoute(async (request) => {
    const body = await readJson(request, createPaymentForClientSchema);
    const { clientId, api } = await signedIn();
    return { success: true, data: await api.createPayment(gateway, clientId, forSessionClient(clientId, body)) };
  });
}

/** POST confirm (or verify): checks the payment with its gateway, then fulfils; the e-mails go after the answer. */
export function confirmPaymentRoute(
  gateway: PaymentMethodName,
  { signedIn = adminApiForSignup, afterAnswer = after }: PaymentRouteOptions = {},
) {
  return apiRoute(async (request) => {
    const method: AnyPaymentMethod = paymentMethod(gateway);
    const body = await readJson(request, method.confirmSchema);
    const { clientId, api } = await signedIn();
    const data = await api.confirmPayment(gateway, clientId, forSessionClient(clientId, body) as never);
    afterAnswer(drainQuietly); // the welcome and receipt e-mails fulfilment queued
    return { success: true, data };
  });
}
