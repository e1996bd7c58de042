import { adminApiForSignup } from "@/lib/admin/for-caller";
import { apiRoute, otherMethods, readJson } from "@/lib/http";
import { createPaymentForClientSchema, forSessionClient } from "@/lib/payments/checkout-client";

// POST /api/payments/create-razorpay-order – a Razorpay order in INR (or a sandbox session) for the registered visitor's plan
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, createPaymentForClientSchema);
  const { clientId, api } = await adminApiForSignup();
  return { success: true, data: await api.createRazorpayOrder(clientId, forSessionClient(clientId, body)) };
});

// Any other method: 405 with Allow (lib/http.ts).
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
