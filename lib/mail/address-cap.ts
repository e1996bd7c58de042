import type { Database } from "@/lib/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/db/rate-limit";

// Mails our forms send to an address someone typed (acknowledgements, confirmation links) could be used to flood a
// stranger's inbox: at most 3 a day to one address from all of these forms together.

export const ADDRESS_DAILY_CAP: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

/** Counts one mail to this address; false when today's cap is used up (send nothing then). */
export async function mayMailAddress(tx: Pick<Database, "insert">, email: string, now = new Date()): Promise<boolean> {
  return (await consumeRateLimit(tx, `mail-to:${email.trim().toLowerCase()}`, ADDRESS_DAILY_CAP, now)).allowed;
}
