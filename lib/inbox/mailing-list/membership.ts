import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { mailingListMembers, type MailingList } from "@/lib/platform/db/schema";
import type { ConfirmClaims } from "./links";

export type Membership = { id: number; list: MailingList; email: string };

const columns = { id: mailingListMembers.id, list: mailingListMembers.list, email: mailingListMembers.email };

/**
 * Double opt-in, step two: the signed link of the member's latest sign-up was clicked. Idempotent (a second click,
 * or a mail scanner's visit, changes nothing); null when there is nothing to confirm, e.g. the address unsubscribed
 * since, or signed up again (a newer mail's link is the one).
 */
export async function confirmMember(
  db: Database,
  { memberId, requestedAt }: ConfirmClaims,
  now = new Date(),
): Promise<Membership | null> {
  const thisSignup = and(eq(mailingListMembers.id, memberId), eq(mailingListMembers.confirmationSentAt, requestedAt));
  const [confirmed] = await db
    .update(mailingListMembers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(thisSignup, eq(mailingListMembers.status, "pending")))
    .returning(columns);
  if (confirmed) return confirmed;
  const [already] = await db
    .select(columns)
    .from(mailingListMembers)
    .where(and(thisSignup, eq(mailingListMembers.status, "confirmed")));
  return already ?? null;
}

/** Leaves the list, whatever the state; idempotent. Null for an unknown member. */
export async function unsubscribeMember(db: Database, memberId: number, now = new Date()): Promise<Membership | null> {
  const [left] = await db
    .update(mailingListMembers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(eq(mailingListMembers.id, memberId), inArray(mailingListMembers.status, ["pending", "confirmed"])))
    .returning(columns);
  if (left) return left;
  return (await findMember(db, memberId)) ?? null;
}

export async function findMember(
  db: Database,
  memberId: number,
): Promise<(Membership & { status: string; confirmationSentAt: Date | null }) | undefined> {
  const [member] = await db
    .select({
      ...columns,
      status: mailingListMembers.status,
      confirmationSentAt: mailingListMembers.confirmationSentAt,
    })
    .from(mailingListMembers)
    .where(eq(mailingListMembers.id, memberId));
  return member;
}
