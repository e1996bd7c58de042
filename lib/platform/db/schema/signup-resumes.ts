import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, linkToken, moment } from "./columns";
import { ownedByClient } from "./clients";

/**
 * One e-mailed link to finish a paid signup from another browser. Like a password reset: the token is made when
 * its e-mail is rendered and only its hash is kept; a newer link ends the older ones; it works once, until expiresAt.
 */
export const signupResumes = pgTable(
  "signup_resumes",
  {
    id: bigId(),
    clientId: ownedByClient(),
    ...linkToken(),
    createdAt: moment("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("signup_resumes_token_hash_key").on(table.tokenHash),
    index("signup_resumes_client_id_idx").on(table.clientId),
  ],
);
