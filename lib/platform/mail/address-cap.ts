import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from "@/lib/platform/db/rate-limit";

// Every mail a stranger can make us send to an address someone typed (the welcome, 'Resend e-mail', the signup
// resume link, password resets, acknowledgements, list confirmations, data-deletion confirmations) counts against
// one daily cap per inbox, whatever the spelling: `cap+1@…` and `cap+2@…` are the same inbox, and so are Gmail's
// dotted forms. Mails the owner asked for after proving the address (the new API key after a reset) draw on a small
// allowance of their own, so strangers' noise never uses it up (docs/security.md).

export const ADDRESS_DAILY_CAP: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };
export const OWNER_DAILY_ALLOWANCE: RateLimitRule = { limit: 5, windowMs: 24 * 60 * 60 * 1000 };

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/** The inbox an address delivers to: lower case, no `+tag`, and for Gmail no dots and one domain. */
export function normalisedInbox(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  let local = email.slice(0, at).replace(/\+.*$/, "");
  let domain = email.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

type Counter = Pick<Database, "insert">;

/** Counts one stranger-triggered mail to this inbox, with when the cap frees up again once it is used up. */
export function countMailToAddress(tx: Counter, email: string, now = new Date()): Promise<RateLimitResult> {
  return consumeRateLimit(tx, `mail-to:${normalisedInbox(email)}`, ADDRESS_DAILY_CAP, now);
}

/** Counts one stranger-triggered mail to this inbox; false when today's cap is used up (send nothing then). */
export async function mayMailAddress(tx: Counter, email: string, now = new Date()): Promise<boolean> {
  return (await countMailToAddress(tx, email, now)).allowed;
}

/** Counts one mail the proven owner asked for, with when the owner's own daily allowance frees up once used up. */
export function countMailToOwner(tx: Counter, email: string, now = new Date()): Promise<RateLimitResult> {
  return consumeRateLimit(tx, `mail-owner:${normalisedInbox(email)}`, OWNER_DAILY_ALLOWANCE, now);
}
