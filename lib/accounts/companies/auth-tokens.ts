import "server-only";
import { and, eq, gt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { authTokens } from "@/lib/platform/db/schema";
import { generateAuthToken, sha256Hex } from "./secrets";

/** As long as the session cookie lives (iron-session's default, 14 days). */
export const AUTH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const expiry = (now: Date) => new Date(now.getTime() + AUTH_TOKEN_TTL_MS);

/** A new opaque token for this client; only its hash is stored. */
export async function createAuthToken(db: Database, clientId: number, now = new Date()): Promise<string> {
  const token = generateAuthToken();
  await db.insert(authTokens).values({ clientId, tokenHash: sha256Hex(token), createdAt: now, expiresAt: expiry(now) });
  return token;
}

/**
 * createAuthToken for the client that the same statement inserts: `created` names that insert's CTE (its `id`).
 * Returns the CTE's SQL and the token.
 */
export function authTokenForCreated(created: SQLWrapper, now: Date): { insert: SQL; token: string } {
  const token = generateAuthToken();
  const insert = sql`insert into ${authTokens} (client_id, token_hash, created_at, expires_at)
    select id, ${sha256Hex(token)}, ${now.toISOString()}::timestamptz, ${expiry(now).toISOString()}::timestamptz from ${created}`;
  return { insert, token };
}

/** The client a live token belongs to, or null. */
export async function authenticateToken(db: Database, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ clientId: authTokens.clientId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256Hex(token)), gt(authTokens.expiresAt, now)));
  return row?.clientId ?? null;
}
