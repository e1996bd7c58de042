import { sql } from "drizzle-orm";
import { bigserial, check, text, timestamp, type PgColumn } from "drizzle-orm/pg-core";

// The column shapes the tables share. Not a table: drizzle-kit reads only the tables this folder exports.

/** A moment, stored with its time zone and read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => moment("created_at").notNull().defaultNow();

export const bigId = () => bigserial("id", { mode: "number" }).primaryKey();

/** A visitor's name and e-mail address, as the form took them. */
export const sender = () => ({ name: text("name").notNull(), email: text("email").notNull() });

/** Who sent a visitor's row and when: the address the per-IP limits count, and the moment it was stored. */
export const sentBy = () => ({ ip: text("ip").notNull(), createdAt: createdAt() });

/** A one-time link's token (only its hash is kept once its mail is rendered), its end and its use. */
export const linkToken = () => ({
  tokenHash: text("token_hash"),
  expiresAt: moment("expires_at").notNull(),
  usedAt: moment("used_at"),
});

/** A text column held to `values` by the check constraint `name` (the migrations' `column in ('a', 'b')`). */
export const oneOf = (name: string, column: PgColumn, values: readonly string[]) =>
  check(name, sql`${column} in ${sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`)}`);
