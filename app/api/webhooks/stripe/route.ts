import { getDb } from "@/lib/db";
import { ApiError, apiRoute, readText, WEBHOOK_BODY_LIMIT } from "@/lib/http";
import { webhookGateway } from "@/lib/payments/gateways";
import { handleWebhook } from "@/lib/payments/service";

// POST /api/webhooks/stripe – raw body, signature verified (400 otherwise), each event handled once
// Signed by the gateway and sent by its servers, so there is no browser Origin to check.
export const POST = apiRoute(async (req) => {
  const gateway = webhookGateway("stripe");
  if (!gateway) throw new ApiError("not_found", "Webhooks are not configured.");
  const rawBody = await readText(req, { maxBytes: WEBHOOK_BODY_LIMIT });
  return handleWebhook(await getDb(), gateway, rawBody, req.headers);
}, { anyOrigin: true });
