import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit } from "@/lib/platform/db/rate-limit";
import { clients } from "@/lib/platform/db/schema";
import { ApiError, RateLimitedError } from "@/lib/platform/http";
import { findCatalogPlan, freeCatalogPlan, planCurrencyForCountry } from "@/lib/billing/plans/catalog";
import type { Plan } from "@/lib/billing/plans/types";
import { countMailToAddress } from "@/lib/platform/mail/address-cap";
import { createClient } from "./create-client";
import { uniqueViolation } from "./db-errors";
import { tooManyAttempts } from "@/lib/platform/forms/retry-message";
import { EMAIL_TAKEN, EMAIL_TAKEN_FIELD, PLAN_UNAVAILABLE } from "./messages";
import type { RegistrationPayload } from "./payload";
import { findByIdempotencyKey, idempotencyKeyUsedError, replayFor, type Registration } from "./replay";
import { generateApiKey, generateClientIdentifier, idempotencyLookup } from "./secrets";

export const REGISTER_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export type RegisterContext = {
  ip: string;
  /** The visitor's country from the request (cookie or detection); a valid country_code in the payload wins. */
  countryCode: string;
  platform: { apiUrl?: string; syncKey?: string };
  now?: Date;
};

/**
 * Registers a company: client, admin user and API key (docs/product.md sections 3 and 7). Throws ApiError for answers
 * the visitor should see: duplicate e-mail or an idempotency key used by another registration (409), unknown plan
 * (400), too many attempts (429).
 */
export async function registerClient(
  db: Database,
  payload: RegistrationPayload,
  context: RegisterContext,
): Promise<Registration> {
  const now = context.now ?? new Date();
  const key = payload.idempotency_key;
  const existing = await existingClients(db, payload.contact_email, key);
  const replay = existing.keyOwner && key ? replayFor(existing.keyOwner, key, payload.contact_email, now) : null;
  if (replay) return replay;

  const limit = await consumeRateLimit(db, `register:${context.ip}`, REGISTER_RATE_LIMIT, now);
  if (!limit.allowed) throw new RateLimitedError(tooManyAttempts(limit.retryAfterMs), limit.retryAfterMs);

  const { client_name, contact_name, contact_email, contact_phone, acceptTerms, country_code } = payload;
  const countryCode = /^[A-Za-z]{2}$/.test(country_code ?? "") ? country_code!.toUpperCase() : context.countryCode;
  // No plan chosen is the Free plan (docs/product.md section 4: free or no plan go straight to completion), in the visitor's currency.
  const plan = resolvePlan(payload.plan_data) ?? freeCatalogPlan(planCurrencyForCountry(countryCode));
  // A bot filled the hidden field: answer like a success, keep nothing.
  if (payload.website) return decoy(payload, plan);

  const signup = { client_name, contact_name, contact_email, contact_phone, acceptTerms };
  if (existing.emailTaken) throw emailTakenError();
  if (existing.keyOwner) throw idempotencyKeyUsedError();
  // The welcome (now, or after the payment) is a mail a stranger can cause: it counts against the inbox's daily cap,
  // whatever the spelling (lib/platform/mail/address-cap.ts). Past the cap nothing is created, with the answer any
  // busy address gets, which says nothing about the accounts the inbox has (docs/security.md).
  const inbox = await countMailToAddress(db, contact_email, now);
  if (!inbox.allowed) throw new RateLimitedError(tooManyAttempts(inbox.retryAfterMs), inbox.retryAfterMs);
  try {
    return await createClient(db, {
      signup,
      plan,
      countryCode,
      idempotencyKey: key,
      platform: context.platform,
      now,
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    // Lost a race since the look-up: with a double submit of the same form (its e-mail or key clashed), or
    // with another request for the same e-mail or key.
    const keyOwner = constraint !== undefined && key ? await findByIdempotencyKey(db, key) : undefined;
    const first = keyOwner && replayFor(keyOwner, key!, contact_email, now);
    if (first) return first;
    if (constraint === "clients_contact_email_key") throw emailTakenError();
    if (constraint === "clients_idempotency_key_hash_key") throw idempotencyKeyUsedError();
    throw error;
  }
}

function resolvePlan(planData: RegistrationPayload["plan_data"]): Plan | null {
  if (!planData) return null;
  const plan = findCatalogPlan(planData.id);
  if (!plan || !plan.isactive) throw new ApiError("plan_unavailable", PLAN_UNAVAILABLE);
  return plan;
}

/**
 * One look-up for both questions a registration asks first: which client did this idempotency key register, and is
 * the e-mail taken? At most two rows match: the key's and the e-mail's.
 */
async function existingClients(db: Database, email: string, idempotencyKey: string | undefined) {
  const form = idempotencyKey ? { key: idempotencyKey, hash: idempotencyLookup(idempotencyKey) } : null;
  const sameEmail = sql<boolean>`lower(${clients.contactEmail}) = lower(${email})`;
  const rows = await db
    .select({ client: clients, sameEmail })
    .from(clients)
    .where(form ? or(sameEmail, eq(clients.idempotencyKeyHash, form.hash)) : sameEmail)
    .limit(2);
  return {
    keyOwner: (form && rows.find((row) => row.client.idempotencyKeyHash === form.hash)?.client) ?? null,
    emailTaken: rows.some((row) => row.sameEmail),
  };
}

function decoy(payload: RegistrationPayload, plan: Plan): Registration {
  return {
    clientId: null,
    data: {
      id: 100_000 + Math.floor(Math.random() * 900_000),
      api_key: generateApiKey(),
      contact_email: payload.contact_email,
      client_identifier: generateClientIdentifier(),
      client_name: payload.client_name,
      contact_phone: payload.contact_phone,
    },
    requiresPayment: plan.price > 0,
    replayed: false,
  };
}

function emailTakenError(): ApiError {
  return new ApiError("email_taken", EMAIL_TAKEN, { contact_email: EMAIL_TAKEN_FIELD });
}
