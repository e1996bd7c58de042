import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { clients, type Client } from "@/lib/db/schema";
import { ApiError } from "@/lib/http";
import type { RegistrationData } from "./messages";
import { idempotencyLookup, unseal } from "./secrets";

export type Registration = {
  clientId: number | null;
  data: RegistrationData;
  requiresPayment: boolean;
  replayed: boolean;
  /** A session token for the new client, made with it (lib/clients/create-client.ts); not on replays or decoys. */
  authToken?: string;
};

export function registrationOf(client: Client, apiKey: string, replayed: boolean): Registration {
  return {
    clientId: client.id,
    data: {
      id: client.id,
      api_key: apiKey,
      contact_email: client.contactEmail,
      client_identifier: client.clientIdentifier,
      client_name: client.clientName,
      contact_phone: client.contactPhone,
    },
    requiresPayment: (client.planPrice ?? 0) > 0,
    replayed,
  };
}

/**
 * The first answer for a form already submitted with this idempotency key, or null. Its API key was sealed
 * with the idempotency key itself, which we only keep hashed: only the original submitter can open it.
 */
export async function findReplay(db: Database, idempotencyKey: string): Promise<Registration | null> {
  const [client] = await db.select().from(clients).where(eq(clients.idempotencyKeyHash, idempotencyLookup(idempotencyKey)));
  return client ? replayOf(client, idempotencyKey) : null;
}

/** The first answer again, from the client row that idempotencyKey created. */
export function replayOf(client: Client, idempotencyKey: string): Registration {
  const apiKey = client.sealedApiKey ? unseal(client.sealedApiKey, idempotencyKey) : null;
  if (!apiKey) throw new ApiError("conflict", "This registration was already submitted.");
  return registrationOf(client, apiKey, true);
}
