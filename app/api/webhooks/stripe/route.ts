import { webhookRoute } from "../webhook-route";

// POST /api/webhooks/stripe (app/api/webhooks/webhook-route.ts)
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = webhookRoute("stripe");
