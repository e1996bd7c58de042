import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, type Client } from "@/lib/platform/db/schema";
import { API_KEY_PREFIX, sha256Hex } from "./secrets";

/** What the API may show about a client: no hashes, no sealed or encrypted secrets. */
export type PublicClient = {
  id: number;
  client_identifier: string;
  client_name: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  country_code: string;
  currency_code: string;
  plan_id: number | null;
  billing_cycle: string | null;
  created_at: string;
};

export function publicClient(client: Client): PublicClient {
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
