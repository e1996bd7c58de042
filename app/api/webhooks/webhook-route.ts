import { after } from "next/server";
import { getDb } from "@/lib/platform/db";
import { ApiError, apiRoute, otherMethods, readText, WEBHOOK_BODY_LIMIT } from "@/lib/platform/http";
import { drainQuietly } from "@/lib/server/app-jobs";
import { webhookGateway } from "@/lib/billing/payments/gateways";
import { observeWebhook } from "@/lib/platform/observability/observe-webhook";
import { handleWebhook } from "@/lib/billing/payments/service";

type WebhookSender = Parameters<typeof webhookGateway>[0];

/** What runs after the answer: Next's after() in the app; tests, which have no request scope, run it themselves. */
export type WebhookRouteHooks = { afterAnswer: (task: () => Promise<void>) => void };

/**
 * POST /api/webhooks/<gateway>: raw body, signature verified (400 otherwise), each event handled once. Signed by the
 * gateway and sent by its servers, so there is no browser Origin to check. Any other method: 405 with Allow.
 */
export function webhookRoute(sender: WebhookSender, { afterAnswer }: WebhookRouteHooks = { afterAnswer: after }) {
  const POST = apiRoute(
    // Counted accepted or rejected by reason (lib/platform/observability): failing signatures raise an alert.
    (req) =>
      observeWebhook(sender, getDb, async () => {
        const gateway = webhookGateway(sender);
        if (!gateway) throw new ApiError("not_found", "Webhooks are not configured.");
        const rawBody = await readText(req, { maxBytes: WEBHOOK_BODY_LIMIT });
        const result = await handleWebhook(await getDb(), gateway, rawBody, req.headers);
        if (result.fulfilled) afterAnswer(drainQuietly); // the welcome and receipt e-mails fulfilment queued
        return result;
      }),
    { anyOrigin: true },
  );
  return { ...otherMethods("POST"), POST };
}
