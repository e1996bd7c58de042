import { after } from "next/server";
import { adminApiForSignup } from "@/lib/admin/for-caller";
import { apiRoute, otherMethods, readJson } from "@/lib/http";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { forSessionClient, verifyRazorpayForClientSchema } from "@/lib/payments/checkout-client";

// POST /api/payments/verify-razorpay-payment – checks Checkout's signature against the order WE stored (or the sandbox card), then fulfils
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, verifyRazorpayForClientSchema);
  const { clientId, api } = await adminApiForSignup();
  const data = await api.verifyRazorpayPayment(clientId, forSessionClient(clientId, body));
  after(drainQuietly); // the welcome and receipt e-mails fulfilment queued, without making the visitor wait
  return { success: true, data };
});

// Any other method: 405 with Allow (lib/http.ts).
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
