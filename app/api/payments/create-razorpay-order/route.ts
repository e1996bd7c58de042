import { getDb } from "@/lib/db";
import { apiRoute, readJson } from "@/lib/http";
import { resolveGateway } from "@/lib/payments/gateways";
import { startPayment } from "@/lib/payments/service";
import { signupClientId } from "@/lib/payments/signup-client";
import { createPaymentSchema } from "@/lib/validation/payments";

// POST /api/payments/create-razorpay-order – a Razorpay order in INR (or a sandbox session) for the registered visitor's plan
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, createPaymentSchema);
  const db = await getDb();
  const created = await startPayment(db, resolveGateway, { clientId: await signupClientId(db), kind: "razorpay", countryCode: body.country_code });
  const keyId = created.gateway === "razorpay" ? created.keyId : null;
  return { success: true, data: { gateway: created.gateway, amount: created.amount, currency: created.currency, order_id: created.reference, key_id: keyId } };
});
