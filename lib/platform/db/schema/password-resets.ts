import { index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, linkToken, sentBy } from "./columns";
import { clientUsers } from "./clients";

/**
 * One "forgot password" request. The token is made when its e-mail is rendered and only its hash is kept;
 * a resend replaces the hash, so only the newest link works, once, until expiresAt.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: bigId(),
    userId: integer("user_id")
      .notNull()
      .references(() => clientUsers.id, { onDelete: "cascade" }),
    ...linkToken(),
    ...sentBy(),
  },
  (table) => [
    uniqueIndex("password_resets_token_hash_key").on(table.tokenHash),
    index("password_resets_user_id_idx").on(table.userId),
  ],
);
