import "server-only";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { invoiceDownloadUrl } from "@/lib/billing/invoices/app-links";
import { resolveGateway } from "@/lib/billing/payments/gateways";
import type { AdminApi } from "./contract";
import { embeddedAdminApi } from "./embedded";
import { remoteAdminApi } from "./remote";

/** The admin API backend for this deployment: remote when ADMIN_API_URL is set, else embedded. */
export function adminApi(authToken?: string): AdminApi {
  return env.adminApiUrl
    ? remoteAdminApi({ baseUrl: env.adminApiUrl, authToken })
    : embeddedAdminApi({
        db: getDb,
        platform: env.platform,
        gateways: resolveGateway,
        invoiceLink: (invoiceId) => invoiceDownloadUrl(invoiceId),
      });
}

export * from "./contract";
