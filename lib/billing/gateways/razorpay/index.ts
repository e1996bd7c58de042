import { ORDER_FAILED } from "../../payments/form-messages";
import type { GatewayFacts } from "../facts";

/** The India gateway (docs/product.md section 9): INR orders paid in Razorpay Checkout. */
export const razorpay = {
  name: "razorpay",
  title: "Razorpay",
  label: "Razorpay (India)",
  summary: "Razorpay (INR)",
  countries: ["IN"],
  currency: "INR",
  paths: { create: "/api/payments/create-razorpay-order", confirm: "/api/payments/verify-razorpay-payment" },
  referenceField: "order_id",
  createFailed: ORDER_FAILED,
  offNote: "its orders cannot be paid",
  // checkout.js opens its form in a frame from api.razorpay.com and reports to lumberjack.
  csp: {
    "script-src": ["https://checkout.razorpay.com"],
    "frame-src": ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    "connect-src": [
      "https://api.razorpay.com",
      "https://lumberjack.razorpay.com",
      "https://lumberjack-cx.razorpay.com",
    ],
    "img-src": ["https://cdn.razorpay.com"],
  },
  paymentOrigins: ["https://api.razorpay.com"],
} as const satisfies GatewayFacts;
