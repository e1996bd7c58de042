import { otherMethods } from "@/lib/platform/http";
import { createPaymentRoute } from "@/lib/server/payment-routes";

// POST /api/payments/create-stripe-session – a PaymentIntent (or a sandbox session) for the registered visitor's plan
export const POST = createPaymentRoute("stripe");

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
