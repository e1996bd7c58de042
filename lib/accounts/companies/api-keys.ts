import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, type Client } from "@/lib/platform/db/schema";
import type { AdminClient } from "@/lib/accounts/backend/contract";
import { API_KEY_PREFIX, sha256Hex } from "./secrets";

/** What the API may show about a client (the admin API's shape): no hashes, no sealed or encrypted secrets. */
export function publicClient(client: Client): AdminClient {
  return {
    id: client.id,
    client_identifier: client.clientIdentifier,
    client_name: client.clientName,
    contact_name: client.contactName,
    contact_email: client.contactEmail,
    contact_phone: client.contactPhone,
    country_code: client.countryCode,
    currency_code: client.currencyCode,
    plan_id: client.planId,
    billing_cycle: client.billingCycle,
    created_at: client.createdAt.toISOString(),
  };
}

/** The client an API key belongs to, or null for a missing, malformed or unknown key. */
export async function findClientByApiKey(db: Database, apiKey: string | null | undefined): Promise<Client | null> {
  if (!apiKey || !apiKey.startsWith(API_KEY_PREFIX) || apiKey.length > 128) return null;
  const [client] = await db
    .select()
    .from(clients)
    .where(eq(clients.apiKeyHash, sha256Hex(apiKey)));
  return client ?? null;
}
