import * as z from "zod/mini";
import { signedIdKey, signId, verifySignedId } from "@/lib/platform/security/signed-id";

// The approve and reject links of a moderation e-mail. Each decision has its own key, so a reject link cannot be
// turned into an approval by editing its `decision`, and neither opens anything else signed with another purpose.

export const MODERATION_DECISIONS = ["approve", "reject"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export type ModerationLinkKeys = Readonly<Record<ModerationDecision, Buffer>>;
/** What a genuine, unexpired link names. */
export type ModerationLink = { commentId: number; decision: ModerationDecision };
export type VerifiedModerationLink = ModerationLink & { token: string };

/** How long the links in a moderation e-mail work, counted from when the comment was posted. */
export const MODERATION_LINK_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

export const MODERATION_PATH = "/comments/moderate";
/** Where a forged or expired link (or a button behind one) lands: nothing was changed. */
export const LINK_EXPIRED_PATH = "/comments/link-expired";

export function moderationLinkKeys(appSecret: string): ModerationLinkKeys {
  return {
    approve: signedIdKey(appSecret, "comment-moderation:approve"),
    reject: signedIdKey(appSecret, "comment-moderation:reject"),
  };
}

export function moderationLinksExpireAt(postedAt: Date): Date {
  return new Date(postedAt.getTime() + MODERATION_LINK_DAYS * DAY_MS);
}

/** `${siteUrl}/comments/moderate?decision=…&token=…`: the decision first, so the two links differ from the start. */
export function moderationUrl(
  siteUrl: string,
  keys: ModerationLinkKeys,
  commentId: number,
  decision: ModerationDecision,
  expiresAt: Date,
): string {
  return `${siteUrl}${moderationQuery({ decision, token: signId(keys[decision], commentId, expiresAt) })}`;
}

export function moderationQuery({ decision, token }: { decision: ModerationDecision; token: string }): string {
  return `${MODERATION_PATH}?${new URLSearchParams({ decision, token })}`;
}

const linkQuerySchema = z.object({ decision: z.enum(MODERATION_DECISIONS), token: z.string().check(z.maxLength(100)) });

/** The comment and decision a link's query names, when it is genuine and unexpired; otherwise null. */
export function verifyModerationLink(
  keys: ModerationLinkKeys,
  query: unknown,
  now = new Date(),
): VerifiedModerationLink | null {
  const parsed = z.safeParse(linkQuerySchema, query);
  if (!parsed.success) return null;
  const { decision, token } = parsed.data;
  const commentId = verifySignedId(keys[decision], token, now);
  return commentId === null ? null : { commentId, decision, token };
}
