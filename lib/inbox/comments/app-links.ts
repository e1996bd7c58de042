import "server-only";
import { env } from "@/lib/platform/env";
import { moderationLinkKeys, type ModerationLinkKeys } from "./links";

let keys: ModerationLinkKeys | undefined;

/** This app's keys for comment moderation links (from SESSION_SECRET). */
export function commentLinkKeys(): ModerationLinkKeys {
  keys ??= moderationLinkKeys(env.sessionSecret);
  return keys;
}
