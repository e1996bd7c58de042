import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients";

/**
 * One e-mailed link to finish a paid signup from another browser. Like a password reset: the token is made when
 * its e-mail is rendered and only its hash is kept; a newer link ends the older ones; it works once, until expiresAt.
 */
export const signupResumes = pgTable(
  "signup_resumes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("signup_resumes_token_hash_key").on(table.tokenHash),
    index("signup_resumes_client_id_idx").on(table.clientId),
  ],
);

export type SignupResume = typeof signupResumes.$inferSelect;
