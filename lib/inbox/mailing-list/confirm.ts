import type { Database } from "@/lib/platform/db/client";
import { LIST_COPY } from "./lists";
import { verifyConfirmToken } from "./links";
import { confirmMember, findMember } from "./membership";

export const CONFIRM_FAILED = "We could not confirm your subscription just now. Please try again.";

export type ConfirmView =
  | { status: "invalid" }
  | { status: "confirmed"; path: string }
  | { status: "pending"; email: string; listName: string };

/**
 * What the confirm link's page shows, before anything changes: opening the link only asks, so a mail scanner that
 * follows it confirms nobody. Unsubscribed or unknown members, bad tokens, and the links of an earlier sign-up read
 * as an expired link.
 */
export async function confirmView(db: Database, key: Buffer, token: string, now = new Date()): Promise<ConfirmView> {
  const claims = verifyConfirmToken(key, token, now);
  const member = claims ? await findMember(db, claims.memberId) : undefined;
  if (!member || member.status === "unsubscribed") return { status: "invalid" };
  if (member.confirmationSentAt?.getTime() !== claims!.requestedAt.getTime()) return { status: "invalid" };
  const list = LIST_COPY[member.list];
  return member.status === "confirmed"
    ? { status: "confirmed", path: list.confirmedPath }
    : { status: "pending", email: member.email, listName: list.name };
}

/** Confirms the member a genuine token names (a person's click); the page to show next, or null for a bad token. */
export async function confirmWithToken(
  db: Database,
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const claims = verifyConfirmToken(key, token, now);
  const member = claims ? await confirmMember(db, claims, now) : null;
  return member ? LIST_COPY[member.list].confirmedPath : null;
}
