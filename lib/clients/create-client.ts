import "server-only";
import type { Database } from "@/lib/db/client";
import { clients, clientUsers, type NewClient } from "@/lib/db/schema";
import { planCurrencyForCountry } from "@/lib/plans/catalog";
import type { Plan } from "@/lib/plans/types";
import { buildSyncPayload } from "@/lib/sync/payload";
import { encryptSyncPayload } from "@/lib/sync/crypto";
import type { Signup } from "@/lib/validation/signup";
import { uniqueViolation } from "./db-errors";
import { enqueueOnboardingJobs, readySyncState } from "./onboarding";
import { registrationOf, type Registration } from "./replay";
import { generateApiKey, generateClientIdentifier, idempotencyLookup, LOCKED_PASSWORD_HASH, seal, sha256Hex } from "./secrets";

export type NewRegistration = {
  signup: Signup;
  plan: Plan | null;
  countryCode: string;
  idempotencyKey?: string;
  platform: { apiUrl?: string; syncKey?: string };
  now: Date;
};

const IDENTIFIER_TRIES = 3;

const requiresPayment = (plan: Plan | null) => (plan?.price ?? 0) > 0;

/** Client + admin user (+ onboarding jobs when no payment is due) in one transaction. */
export async function createClient(db: Database, input: NewRegistration): Promise<Registration> {
  const apiKey = generateApiKey();
  // The account cannot sign in until the welcome e-mail issues the temporary password.
  const passwordHash = LOCKED_PASSWORD_HASH;
  for (let attempt = 1; ; attempt++) {
    const row = clientRow(input, apiKey, generateClientIdentifier());
    try {
      const client = await db.transaction(async (tx) => {
        const [created] = await tx.insert(clients).values(row).returning();
        await tx.insert(clientUsers).values({ clientId: created.id, email: created.contactEmail, passwordHash });
        if (!requiresPayment(input.plan)) await enqueueOnboardingJobs(tx, created, input.now);
        return created;
      });
      return registrationOf(client, apiKey, false);
    } catch (error) {
      // Six characters from 32 leave ~1e9 identifiers: a clash is rare, and a fresh one fixes it.
      if (uniqueViolation(error) === "clients_client_identifier_key" && attempt < IDENTIFIER_TRIES) continue;
      throw error;
    }
  }
}

function clientRow({ signup, plan, countryCode, idempotencyKey, platform, now }: NewRegistration, apiKey: string, clientIdentifier: string): NewClient {
  const base = {
    clientIdentifier,
    clientName: signup.client_name,
    contactName: signup.contact_name,
    contactEmail: signup.contact_email,
    contactPhone: signup.contact_phone,
    countryCode,
    currencyCode: plan?.currency ?? planCurrencyForCountry(countryCode),
  };
  const syncData =
    platform.apiUrl && platform.syncKey ? encryptSyncPayload(buildSyncPayload(base, apiKey), platform.syncKey) : null;
  return {
    ...base,
    // A free plan is ready now; a paid one stays not_started until its payment (lib/payments/fulfil.ts).
    ...(requiresPayment(plan) ? {} : { platformSync: readySyncState({ platformSyncData: syncData }) }),
    planId: plan?.id ?? null,
    billingCycle: plan?.billing_cycle ?? null,
    planPrice: plan?.price ?? null,
    apiKeyHash: sha256Hex(apiKey),
    idempotencyKeyHash: idempotencyKey ? idempotencyLookup(idempotencyKey) : null,
    sealedApiKey: idempotencyKey ? seal(apiKey, idempotencyKey) : null,
    platformSyncData: syncData,
    createdAt: now,
  };
}
