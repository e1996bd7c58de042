import { after } from "next/server";
import { getDb } from "@/lib/db";
import { ApiError, apiRoute, otherMethods, readText, WEBHOOK_BODY_LIMIT } from "@/lib/http";
import { webhookGateway } from "@/lib/payments/gateways";
import { handleWebhook } from "@/lib/payments/service";
import { drainQuietly } from "@/lib/jobs/app-jobs";

// POST /api/webhooks/stripe – raw body, signature verified (400 otherwise), each event handled once
// Signed by the gateway and sent by its servers, so there is no browser Origin to check.
export const POST = apiRoute(async (req) => {
  const gateway = webhookGateway("stripe");
  if (!gateway) throw new ApiError("not_found", "Webhooks are not configured.");
  const rawBody = await readText(req, { maxBytes: WEBHOOK_BODY_LIMIT });
  const result = await handleWebhook(await getDb(), gateway, rawBody, req.headers);
  if (result.fulfilled) after(drainQuietly); // the welcome and receipt e-mails fulfilment queued
  return result;
}, { anyOrigin: true });

// Any other method: 405 with Allow (lib/http.ts).
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
