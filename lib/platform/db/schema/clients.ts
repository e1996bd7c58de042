import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, moment, oneOf } from "./columns";

export const PLATFORM_SYNC_STATES = ["not_started", "queued", "skipped", "synced"] as const;
export type PlatformSyncState = (typeof PLATFORM_SYNC_STATES)[number];

/** A registered company. Secrets are never stored in clear: the API key only as its SHA-256 hash. */
export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    clientIdentifier: text("client_identifier").notNull(),
    clientName: text("client_name").notNull(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull(),
    countryCode: text("country_code").notNull(),
    currencyCode: text("currency_code").notNull(),
    // The plan as the catalog priced it at registration (never the browser's price).
    planId: integer("plan_id"),
    billingCycle: text("billing_cycle"),
    planPrice: numeric("plan_price", { precision: 12, scale: 2, mode: "number" }),
    apiKeyHash: text("api_key_hash").notNull(),
    // Replays of the same form: the key's hash, and the first answer's API key sealed with the key itself.
    idempotencyKeyHash: text("idempotency_key_hash"),
    sealedApiKey: text("sealed_api_key"),
    platformSync: text("platform_sync", { enum: PLATFORM_SYNC_STATES }).notNull().default("not_started"),
    // The encrypted sync body (PLATFORM_SYNC_KEY), kept only until the platform has it.
    platformSyncData: text("platform_sync_data"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("clients_client_identifier_key").on(table.clientIdentifier),
    uniqueIndex("clients_contact_email_key").on(sql`lower(${table.contactEmail})`),
    uniqueIndex("clients_api_key_hash_key").on(table.apiKeyHash),
    uniqueIndex("clients_idempotency_key_hash_key").on(table.idempotencyKeyHash),
    oneOf("clients_platform_sync_check", table.platformSync, PLATFORM_SYNC_STATES),
  ],
);

/** The row's company: deleting the company deletes it. */
export const ownedByClient = () =>
  integer("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" });

/**
 * The company's admin login. The temporary password, made with the account, is kept as a hash and, until the person
 * chooses their own, sealed with a key from SESSION_SECRET, so every welcome e-mail carries the same one.
 */
export const clientUsers = pgTable(
  "client_users",
  {
    id: serial("id").primaryKey(),
    clientId: ownedByClient(),
    email: text("email").notNull(),
    role: text("role").notNull().default("admin"),
    passwordHash: text("password_hash").notNull(),
    mustChangePassword: boolean("must_change_password").notNull().default(true),
    temporaryPassword: text("temporary_password"),
    createdAt: createdAt(),
  },
  (table) => [index("client_users_client_id_idx").on(table.clientId)],
);

/** Opaque session tokens handed out after registration or API-key validation; only their hashes are kept. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    clientId: ownedByClient(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_client_id_idx").on(table.clientId),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ClientUser = typeof clientUsers.$inferSelect;
