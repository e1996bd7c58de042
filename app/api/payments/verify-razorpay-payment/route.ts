import { otherMethods } from "@/lib/platform/http";
import { confirmPaymentRoute } from "@/lib/server/payment-routes";

// POST /api/payments/verify-razorpay-payment – checks Checkout's signature against the order WE stored (or the sandbox card), then fulfils
export const POST = confirmPaymentRoute("razorpay");

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
