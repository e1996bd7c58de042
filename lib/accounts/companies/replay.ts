import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, type Client } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/http";
import type { RegistrationData } from "./messages";
import { idempotencyLookup, unseal } from "./secrets";

export type Registration = {
  clientId: number | null;
  data: RegistrationData;
  requiresPayment: boolean;
  replayed: boolean;
  /** A session token for the new client, made with it (lib/accounts/companies/create-client.ts); never on replays or decoys. */
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

/** How long a retried submit of the same form gets its first answer again. */
export const REPLAY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_USED = "This form has already been used to register. Reload the page to register again.";

/** The client that registered with this idempotency key, if any. */
export async function findByIdempotencyKey(db: Database, idempotencyKey: string): Promise<Client | undefined> {
  const [client] = await db
    .select()
    .from(clients)
    .where(eq(clients.idempotencyKeyHash, idempotencyLookup(idempotencyKey)));
  return client;
}

/**
 * The first answer again when this request is the same form submitted again: the key's registration, for the same
 * contact e-mail, within 24 hours. Null otherwise: whoever else holds the key gets neither the API key nor a session.
 */
export function replayFor(
  client: Client,
  idempotencyKey: string,
  contactEmail: string,
  now: Date,
): Registration | null {
  const sameEmail = client.contactEmail.toLowerCase() === contactEmail.toLowerCase();
  if (!sameEmail || now.getTime() - client.createdAt.getTime() >= REPLAY_TTL_MS) return null;
  return replayOf(client, idempotencyKey);
}

export function idempotencyKeyUsedError(): ApiError {
  return new ApiError("conflict", IDEMPOTENCY_KEY_USED);
}

/**
 * The first answer again, from the client row that idempotencyKey created. Its API key was sealed with the
 * idempotency key itself, which we only keep hashed: only the original submitter can open it.
 */
function replayOf(client: Client, idempotencyKey: string): Registration {
  const apiKey = client.sealedApiKey ? unseal(client.sealedApiKey, idempotencyKey) : null;
  if (!apiKey) throw new ApiError("conflict", "This registration was already submitted.");
  return registrationOf(client, apiKey, true);
}
