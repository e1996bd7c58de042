import { getDb } from "@/lib/db";
import { apiRoute, readJson } from "@/lib/http";
import { resolveGateway } from "@/lib/payments/gateways";
import { confirmPayment } from "@/lib/payments/service";
import { signupClientId } from "@/lib/payments/signup-client";
import { verifyRazorpaySchema } from "@/lib/validation/payments";

// POST /api/payments/verify-razorpay-payment – checks Checkout's signature against the order WE stored (or the sandbox card), then fulfils
export const POST = apiRoute(async (req) => {
  const body = await readJson(req, verifyRazorpaySchema);
  const db = await getDb();
  const result = await confirmPayment(db, resolveGateway, {
    clientId: await signupClientId(db),
    reference: body.order_id,
    gateways: ["razorpay", "sandbox"],
    confirm: "card" in body ? { kind: "card", ...body.card } : { kind: "razorpay", orderId: body.order_id, paymentId: body.payment_id, signature: body.signature },
  });
  return { success: true, data: { status: result.status } };
});
