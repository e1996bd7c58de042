import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, clientUsers, type NewClient } from "@/lib/platform/db/schema";
import type { Plan } from "@/lib/billing/plans/types";
import { buildSyncPayload } from "@/lib/accounts/platform-sync/payload";
import { encryptSyncPayload } from "@/lib/accounts/platform-sync/crypto";
import type { Signup } from "@/lib/accounts/signup/schema";
import { uniqueViolation } from "./db-errors";
import { authTokenForCreated } from "./auth-tokens";
import { freeSubscriptionForCreated } from "./free-subscription";
import { onboardingJobsForCreated, readySyncState } from "../../billing/onboarding";
import { registrationOf, type Registration } from "./replay";
import { generateApiKey, generateClientIdentifier, idempotencyLookup, seal, sha256Hex } from "./secrets";
import { issueTemporaryPassword } from "./temporary-password";

export type NewRegistration = {
  signup: Signup;
  /** The catalog plan registered for: a free one makes the account ready at once, with its subscription. */
  plan: Plan;
  countryCode: string;
  idempotencyKey?: string;
  platform: { apiUrl?: string; syncKey?: string };
  now: Date;
};

const IDENTIFIER_TRIES = 3;

const requiresPayment = (plan: Plan) => plan.price > 0;

/**
 * Client, admin user, session token, and when no payment is due the free plan's subscription and the onboarding
 * jobs: one statement, so all are kept or none, in one round trip to the database (on embedded PGlite, a message to
 * its worker thread and back).
 */
export async function createClient(db: Database, input: NewRegistration): Promise<Registration> {
  const apiKey = generateApiKey();
  for (let attempt = 1; ; attempt++) {
    const row = clientRow(input, apiKey, generateClientIdentifier());
    try {
      const { client, authToken } = await insertClient(db, row, input);
      return { ...registrationOf(client, apiKey, false), authToken };
    } catch (error) {
      // Six characters from 32 leave ~1e9 identifiers: a clash is rare, and a fresh one fixes it.
      if (uniqueViolation(error) === "clients_client_identifier_key" && attempt < IDENTIFIER_TRIES) continue;
      throw error;
    }
  }
}

async function insertClient(db: Database, row: NewClient, { plan, now }: NewRegistration) {
  const created = db.$with("created").as(db.insert(clients).values(row).returning());
  // Nobody knows the password until the welcome e-mail (sent once the account is ready) carries it.
  const temporary = issueTemporaryPassword();
  const adminUser = sql`insert into ${clientUsers} (client_id, email, password_hash, temporary_password)
    select id, contact_email, ${temporary.passwordHash}, ${temporary.sealed} from ${created}`;
  const session = authTokenForCreated(created, now);
  const writes = [adminUser, session.insert];
  if (!requiresPayment(plan))
    writes.push(
      freeSubscriptionForCreated(created, plan, now),
      onboardingJobsForCreated(created, Boolean(row.platformSyncData), now),
    );
  const dependents = writes.map((write, i) => db.$with(`write_${i}`, {}).as(write));
  const [client] = await db
    .with(created, ...dependents)
    .select()
    .from(created);
  return { client, authToken: session.token };
}

function clientRow(
  { signup, plan, countryCode, idempotencyKey, platform, now }: NewRegistration,
  apiKey: string,
  clientIdentifier: string,
): NewClient {
  const base = {
    clientIdentifier,
    clientName: signup.client_name,
    contactName: signup.contact_name,
    contactEmail: signup.contact_email,
    contactPhone: signup.contact_phone,
    countryCode,
    currencyCode: plan.currency,
  };
  const syncData =
    platform.apiUrl && platform.syncKey ? encryptSyncPayload(buildSyncPayload(base, apiKey), platform.syncKey) : null;
  return {
    ...base,
    // A free plan is ready now; a paid one stays not_started until its payment (lib/billing/payments/fulfil.ts).
    ...(requiresPayment(plan) ? {} : { platformSync: readySyncState({ platformSyncData: syncData }) }),
    planId: plan.id,
    billingCycle: plan.billing_cycle,
    planPrice: plan.price,
    apiKeyHash: sha256Hex(apiKey),
    idempotencyKeyHash: idempotencyKey ? idempotencyLookup(idempotencyKey) : null,
    sealedApiKey: idempotencyKey ? seal(apiKey, idempotencyKey) : null,
    platformSyncData: syncData,
    createdAt: now,
  };
}
