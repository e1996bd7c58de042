import type { Database } from "@/lib/platform/db/client";
import { LIST_COPY } from "./lists";
import { verifyLinkToken } from "./links";
import { findMember, unsubscribeMember } from "./membership";

export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not valid. Please use the link in your most recent e-mail from us.";
export const UNSUBSCRIBE_FAILED = "We could not unsubscribe you just now. Please try again.";

export type UnsubscribeView =
  | { status: "invalid" }
  | { status: "subscribed"; email: string; listName: string }
  | { status: "unsubscribed"; email: string; listName: string };

export const unsubscribedMessage = (email: string, listName: string) =>
  `${email} has been unsubscribed from ${listName}. You will get no more e-mails from it.`;

/** What the unsubscribe page shows for a token, before anything changes. */
export async function unsubscribeView(db: Database, key: Buffer, token: string): Promise<UnsubscribeView> {
  const memberId = verifyLinkToken(key, token, "unsubscribe");
  const member = memberId === null ? undefined : await findMember(db, memberId);
  if (!member) return { status: "invalid" };
  const listName = LIST_COPY[member.list].name;
  return { status: member.status === "unsubscribed" ? "unsubscribed" : "subscribed", email: member.email, listName };
}

/** Unsubscribes the member a genuine token names; the message to show, or null for a bad token. */
export async function unsubscribeWithToken(
  db: Database,
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const memberId = verifyLinkToken(key, token, "unsubscribe", now);
  const member = memberId === null ? null : await unsubscribeMember(db, memberId, now);
  return member ? unsubscribedMessage(member.email, LIST_COPY[member.list].name) : null;
}
