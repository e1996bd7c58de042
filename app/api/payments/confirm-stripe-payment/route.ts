import { adminApiForSignup } from "@/lib/admin/for-caller";
import { apiRoute, readJson } from "@/lib/http";
import { confirmStripeSchema } from "@/lib/validation/payments";

// POST /api/payments/confirm-stripe-payment – checks the intent's status with Stripe (or the sandbox card), then fulfils
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, confirmStripeSchema);
  const { clientId, api } = await adminApiForSignup();
  return { success: true, data: await api.confirmStripePayment(clientId, body) };
});
