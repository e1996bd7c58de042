import { otherMethods } from "@/lib/platform/http";
import { createPaymentRoute } from "@/lib/server/payment-routes";

// POST /api/payments/create-razorpay-order – a Razorpay order in INR (or a sandbox session) for the registered visitor's plan
export const POST = createPaymentRoute("razorpay");

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
