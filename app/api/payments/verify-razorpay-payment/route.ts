import { adminApiForSignup } from "@/lib/admin/for-caller";
import { apiRoute, readJson } from "@/lib/http";
import { verifyRazorpaySchema } from "@/lib/validation/payments";

// POST /api/payments/verify-razorpay-payment – checks Checkout's signature against the order WE stored (or the sandbox card), then fulfils
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, verifyRazorpaySchema);
  const { clientId, api } = await adminApiForSignup();
  return { success: true, data: await api.verifyRazorpayPayment(clientId, body) };
});
