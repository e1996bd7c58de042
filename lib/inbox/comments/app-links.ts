import "server-only";
import { env } from "@/lib/platform/env";
import { moderationLinkKeys } from "./links";

/** This app's keys for comment moderation links (from SESSION_SECRET). */
export const commentLinkKeys = () => moderationLinkKeys(env.sessionSecret);
