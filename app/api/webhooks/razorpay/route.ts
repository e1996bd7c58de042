import { webhookRoute } from "../webhook-route";

// POST /api/webhooks/razorpay (app/api/webhooks/webhook-route.ts)
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = webhookRoute("razorpay");
