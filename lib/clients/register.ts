import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { consumeRateLimit } from "@/lib/db/rate-limit";
import { clients } from "@/lib/db/schema";
import { ApiError } from "@/lib/http";
import { findCatalogPlan } from "@/lib/plans/catalog";
import type { Plan } from "@/lib/plans/types";
import { createClient } from "./create-client";
import { uniqueViolation } from "./db-errors";
import { EMAIL_TAKEN, PLAN_UNAVAILABLE, tooManyAttempts } from "./messages";
import type { RegistrationPayload } from "./payload";
import { findReplay, type Registration } from "./replay";
import { generateApiKey, generateClientIdentifier } from "./secrets";

export const REGISTER_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export type RegisterContext = {
  ip: string;
  /** The visitor's country from the request (cookie or detection); a valid country_code in the payload wins. */
  countryCode: string;
  platform: { apiUrl?: string; syncKey?: string };
  now?: Date;
};

/**
 * Registers a company: client, admin user and API key (SPEC.md sections 3 and 7). Throws ApiError for answers
 * the visitor should see: duplicate e-mail (409), unknown plan (400), too many attempts (429).
 */
export async function registerClient(db: Database, payload: RegistrationPayload, context: RegisterContext): Promise<Registration> {
  const now = context.now ?? new Date();
  const key = payload.idempotency_key;
  const replay = key ? await findReplay(db, key) : null;
  if (replay) return replay;

  const limit = await consumeRateLimit(db, `register:${context.ip}`, REGISTER_RATE_LIMIT, now);
  if (!limit.allowed) throw new ApiError("rate_limited", tooManyAttempts(limit.retryAfterMs));

  const plan = resolvePlan(payload.plan_data);
  // A bot filled the hidden field: answer like a success, keep nothing.
  if (payload.website) return decoy(payload, plan);

  const { client_name, contact_name, contact_email, contact_phone, acceptTerms, country_code } = payload;
  const signup = { client_name, contact_name, contact_email, contact_phone, acceptTerms };
  if (await emailTaken(db, signup.contact_email)) {
    // A double submit of this same form may have committed between the replay check above and here.
    const first = key ? await findReplay(db, key) : null;
    if (first) return first;
    throw new ApiError("conflict", EMAIL_TAKEN);
  }
  const countryCode = /^[A-Za-z]{2}$/.test(country_code ?? "") ? country_code!.toUpperCase() : context.countryCode;
  try {
    return await createClient(db, { signup, plan, countryCode, idempotencyKey: key, platform: context.platform, now });
  } catch (error) {
    const constraint = uniqueViolation(error);
    // Lost a race: with a double submit of the same form (its e-mail or key clashed), or with another
    // request for the same e-mail.
    const first = constraint !== undefined && key ? await findReplay(db, key) : null;
    if (first) return first;
    if (constraint === "clients_contact_email_key") throw new ApiError("conflict", EMAIL_TAKEN);
    throw error;
  }
}

function resolvePlan(planData: RegistrationPayload["plan_data"]): Plan | null {
  if (!planData) return null;
  const plan = findCatalogPlan(planData.id);
  if (!plan || !plan.isactive) throw new ApiError("bad_request", PLAN_UNAVAILABLE);
  return plan;
}

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`lower(${clients.contactEmail}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

function decoy(payload: RegistrationPayload, plan: Plan | null): Registration {
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
    requiresPayment: (plan?.price ?? 0) > 0,
    replayed: false,
  };
}
