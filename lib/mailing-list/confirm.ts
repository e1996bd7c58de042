import type { Database } from "@/lib/db/client";
import { LIST_COPY } from "./lists";
import { verifyLinkToken } from "./links";
import { confirmMember, findMember } from "./membership";

export const CONFIRM_FAILED = "We could not confirm your subscription just now. Please try again.";

export type ConfirmView = { status: "invalid" } | { status: "confirmed"; path: string } | { status: "pending"; email: string; listName: string };

/**
 * What the confirm link's page shows, before anything changes: opening the link only asks, so a mail scanner that
 * follows it confirms nobody. Unsubscribed or unknown members, and bad tokens, read as an expired link.
 */
export async function confirmView(db: Database, key: Buffer, token: string, now = new Date()): Promise<ConfirmView> {
  const memberId = verifyLinkToken(key, token, "confirm", now);
  const member = memberId === null ? undefined : await findMember(db, memberId);
  if (!member || member.status === "unsubscribed") return { status: "invalid" };
  const list = LIST_COPY[member.list];
  return member.status === "confirmed" ? { status: "confirmed", path: list.confirmedPath } : { status: "pending", email: member.email, listName: list.name };
}

/** Confirms the member a genuine token names (a person's click); the page to show next, or null for a bad token. */
export async function confirmWithToken(db: Database, key: Buffer, token: string, now = new Date()): Promise<string | null> {
  const memberId = verifyLinkToken(key, token, "confirm", now);
  const member = memberId === null ? null : await confirmMember(db, memberId, now);
  return member ? LIST_COPY[member.list].confirmedPath : null;
}
