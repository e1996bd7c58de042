import "server-only";
import { env } from "@/lib/platform/env";
import { linkKey } from "./links";

let key: Buffer | undefined;

/** This app's key for list links (from SESSION_SECRET): the mails sign with it, the link routes verify with it. */
export function mailingListLinkKey(): Buffer {
  key ??= linkKey(env.sessionSecret);
  return key;
}
