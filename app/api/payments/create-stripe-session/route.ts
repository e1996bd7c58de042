import { getDb } from "@/lib/db";
import { apiRoute, readJson } from "@/lib/http";
import { resolveGateway } from "@/lib/payments/gateways";
import { startPayment } from "@/lib/payments/service";
import { signupClientId } from "@/lib/payments/signup-client";
import { createPaymentSchema } from "@/lib/validation/payments";

// POST /api/payments/create-stripe-session – a PaymentIntent (or a sandbox session) for the registered visitor's plan
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, createPaymentSchema);
  const db = await getDb();
  const created = await startPayment(db, resolveGateway, { clientId: await signupClientId(db), kind: "stripe", countryCode: body.country_code });
  const data =
    created.gateway === "stripe"
      ? { gateway: "stripe", client_secret: created.clientSecret, payment_intent_id: created.reference, amount: created.amount, currency: created.currency }
      : { gateway: created.gateway, client_secret: null, payment_intent_id: created.reference, amount: created.amount, currency: created.currency };
  return { success: true, data };
});
