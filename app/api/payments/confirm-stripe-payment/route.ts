import { otherMethods } from "@/lib/platform/http";
import { confirmPaymentRoute } from "@/lib/server/payment-routes";

// POST /api/payments/confirm-stripe-payment – checks the intent's status with Stripe (or the sandbox card), then fulfils
export const POST = confirmPaymentRoute("stripe");

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
