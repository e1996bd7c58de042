import { and, count, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { findClientByApiKey, publicClient } from "@/lib/accounts/companies/api-keys";
import { createAuthToken } from "@/lib/accounts/companies/auth-tokens";
import { REGISTRATION_DONE } from "@/lib/accounts/companies/messages";
import { subscriptionEnd } from "@/lib/billing/plans/subscription-term";
import { registerClient } from "@/lib/accounts/companies/register";
import type { Database } from "@/lib/platform/db/client";
import { clients, clientSubscriptions, clientUsers } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/http";
import type { GatewayResolver } from "@/lib/billing/payments/types";
import {
  counterpartPlan,
  findCatalogPlan,
  freeCatalogPlan,
  listCatalogPlans,
  planCurrencyForCountry,
} from "@/lib/billing/plans/catalog";
import type { Plan } from "@/lib/billing/plans/types";
import {
  ALL_CAPABILITIES,
  INVALID_API_KEY,
  PAID_PLAN_NEEDS_CHECKOUT,
  type AdminApi,
  type Subscription,
} from "./contract";
import { embeddedPaymentRecords } from "./embedded-payment-records";
import { embeddedPayments } from "./embedded-payments";

type EmbeddedOptions = {
  /** The database, opened on first use; plans need none, so a page build never opens one. */
  db?: () => Promise<Database>;
  now?: () => Date;
  /** PLATFORM_API_URL and PLATFORM_SYNC_KEY: a registration stores its encrypted sync payload when both are set. */
  platform?: { apiUrl?: string; syncKey?: string };
  /** The payment gateways (lib/billing/payments/gateways.ts); without them the payment calls answer 503. */
  gateways?: GatewayResolver;
  /** The signed download link of an invoice (lib/billing/invoices/app-links.ts), for the payment history. */
  invoiceLink?: (invoiceId: number) => string;
};

const CLIENT_NOT_FOUND = "Client not found.";

/** The default backend: plans from the typed catalog, clients and subscriptions from our database. */
export function embeddedAdminApi({
  db: openDb,
  now = () => new Date(),
  platform = {},
  gateways,
  invoiceLink,
}: EmbeddedOptions = {}): AdminApi {
  async function database(): Promise<Database> {
    if (!openDb) throw new ApiError("unavailable", "The service is unavailable. Please try again.");
    return openDb();
  }

  async function findClient(db: Database, clientId: number) {
    const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!client) throw new ApiError("not_found", CLIENT_NOT_FOUND);
    return client;
  }

  /** The subscription whose plan applies: a paid one still running, else the latest (a free plan's, or one lapsed). */
  async function currentSubscription(db: Database, clientId: number): Promise<Subscription | null> {
    const runningPaid = sql`(${clientSubscriptions.paymentId} is not null and ${clientSubscriptions.endsAt} > ${now().toISOString()}::timestamptz)`;
    const [row] = await db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.clientId, clientId))
      .orderBy(desc(runningPaid), desc(clientSubscriptions.startsAt), desc(clientSubscriptions.id))
      .limit(1);
    const plan = row && findCatalogPlan(row.planId);
    if (!row || !plan) return null;
    return {
      id: row.id,
      client_id: row.clientId,
      plan,
      status: row.endsAt > now() ? "active" : "expired",
      billing_cycle: row.billingCycle === "Yearly" ? "Yearly" : "Monthly",
      started_at: row.startsAt.toISOString(),
      renews_at: row.endsAt.toISOString(),
    };
  }

  /** The plan whose limits apply: the active subscription's, else the Free plan in the client's currency. */
  async function limitsPlan(db: Database, clientId: number): Promise<Plan> {
    const client = await findClient(db, clientId);
    const subscription = await currentSubscription(db, clientId);
    if (subscription?.status === "active") return subscription.plan;
    return freeCatalogPlan(planCurrencyForCountry(client.countryCode), "Monthly");
  }

  return {
    capabilities: ALL_CAPABILITIES,
    registerClient: async (payload, context) => {
      const db = await database();
      const registration = await registerClient(db, payload, { ...context, platform, now: now() });
      const { clientId, data, requiresPayment, replayed, authToken } = registration;
      // Only a new client is signed in: a replay answers whoever holds the form's key, a decoy registered nobody.
      const signIn = clientId !== null && authToken ? { clientId, authToken } : null;
      return { data, message: REGISTRATION_DONE, requiresPayment, replayed, signIn };
    },

    validateApiKey: async (apiKey) => {
      const db = await database();
      const client = await findClientByApiKey(db, apiKey);
      if (!client) throw new ApiError("unauthorized", INVALID_API_KEY);
      return {
        client: publicClient(client),
        signIn: { clientId: client.id, authToken: await createAuthToken(db, client.id, now()) },
      };
    },

    listPlans: async (query) => listCatalogPlans(query),

    getClient: async (clientId) => publicClient(await findClient(await database(), clientId)),

    getClientSubscription: async (clientId) => {
      const db = await database();
      await findClient(db, clientId);
      return currentSubscription(db, clientId);
    },

    assignSubscription: async ({ client_id, plan_id, billing_cycle }) => {
      const listed = findCatalogPlan(plan_id);
      const plan = listed && (listed.billing_cycle === billing_cycle ? listed : counterpartPlan(listed, billing_cycle));
      if (!plan || !plan.isactive) throw new ApiError("bad_request", "Unknown plan.");
      // Paid plans are assigned only by payment fulfilment (lib/billing/payments/fulfil.ts).
      if (plan.price > 0) throw new ApiError("payment_required", PAID_PLAN_NEEDS_CHECKOUT);
      const db = await database();
      const client = await findClient(db, client_id);
      const startsAt = now();
      const [paid] = await db
        .select({ endsAt: clientSubscriptions.endsAt })
        .from(clientSubscriptions)
        .where(
          and(
            eq(clientSubscriptions.clientId, client_id),
            isNotNull(clientSubscriptions.paymentId),
            gt(clientSubscriptions.endsAt, startsAt),
          ),
        )
        .limit(1);
      // A paid period is never cut short by an assignment: the free plan can follow once it ends.
      if (paid)
        throw new ApiError(
          "conflict",
          `This client's paid plan runs until ${paid.endsAt.toISOString().slice(0, 10)}. Assign the free plan after that.`,
        );
      // The free plan in the client's own currency, whichever currency's row was named.
      const free = freeCatalogPlan(client.currencyCode === "INR" ? "INR" : "USD", billing_cycle);
      // Asked again (a retried request, a second click): the running assignment stands, no second row.
      const running = await currentSubscription(db, client_id);
      if (running?.status === "active" && running.plan.id === free.id && running.billing_cycle === billing_cycle) {
        return { data: running, message: `${free.plan_name} plan assigned.` };
      }
      await db.transaction(async (tx) => {
        await tx.insert(clientSubscriptions).values({
          clientId: client_id,
          planId: free.id,
          billingCycle: billing_cycle,
          paymentId: null,
          startsAt,
          endsAt: subscriptionEnd(startsAt, billing_cycle),
        });
        await tx
          .update(clients)
          .set({ planId: free.id, billingCycle: billing_cycle, planPrice: 0 })
          .where(eq(clients.id, client_id));
      });
      const data = await currentSubscription(db, client_id);
      if (!data) throw new ApiError("unavailable", "The subscription could not be read back. Please try again.");
      return { data, message: `${free.plan_name} plan assigned.` };
    },

    validateUserLimit: async ({ client_id }) => {
      const db = await database();
      const plan = await limitsPlan(db, client_id);
      const [{ users }] = await db
        .select({ users: count() })
        .from(clientUsers)
        .where(and(eq(clientUsers.clientId, client_id)));
      return { allowed: users < plan.user_limit, user_limit: plan.user_limit, current_users: users };
    },

    validateTokenLimit: async ({ client_id, requested_tokens }) => {
      const plan = await limitsPlan(await database(), client_id);
      return {
        allowed: requested_tokens <= plan.ai_tokens_limit,
        ai_tokens_limit: plan.ai_tokens_limit,
        requested_tokens,
      };
    },

    ...embeddedPayments(database, gateways),
    ...embeddedPaymentRecords(database, invoiceLink),
  };
}
