import { getDb } from "@/lib/db";
import { ApiError, apiRoute } from "@/lib/http";
import { webhookGateway } from "@/lib/payments/gateways";
import { handleWebhook } from "@/lib/payments/service";

// POST /api/webhooks/stripe – raw body, signature verified (400 otherwise), each event handled once
export const POST = apiRoute(async (req) => {
  const gateway = webhookGateway("stripe");
  if (!gateway) throw new ApiError("not_found", "Webhooks are not configured.");
  const rawBody = await req.text();
  return handleWebhook(await getDb(), gateway, rawBody, req.headers);
});
