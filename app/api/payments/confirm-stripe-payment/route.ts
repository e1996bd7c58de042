import { getDb } from "@/lib/db";
import { apiRoute, readJson } from "@/lib/http";
import { resolveGateway } from "@/lib/payments/gateways";
import { confirmPayment } from "@/lib/payments/service";
import { signupClientId } from "@/lib/payments/signup-client";
import { confirmStripeSchema } from "@/lib/validation/payments";

// POST /api/payments/confirm-stripe-payment – checks the intent's status with Stripe (or the sandbox card), then fulfils
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, confirmStripeSchema);
  const db = await getDb();
  const result = await confirmPayment(db, resolveGateway, {
    clientId: await signupClientId(db),
    reference: body.payment_intent_id,
    gateways: ["stripe", "sandbox"],
    confirm: body.card ? { kind: "card", ...body.card } : { kind: "stripe" },
  });
  return { success: true, data: { status: result.status } };
});
