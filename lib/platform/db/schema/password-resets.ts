import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clientUsers } from "./clients";

/**
 * One "forgot password" request. The token is made when its e-mail is rendered and only its hash is kept;
 * a resend replaces the hash, so only the newest link works, once, until expiresAt.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => clientUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("password_resets_token_hash_key").on(table.tokenHash),
    index("password_resets_user_id_idx").on(table.userId),
  ],
);

export type PasswordReset = typeof passwordResets.$inferSelect;
