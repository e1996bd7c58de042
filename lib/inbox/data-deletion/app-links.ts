import "server-only";
import { env } from "@/lib/platform/env";
import { signedIdKey } from "@/lib/platform/security/signed-id";

let key: Buffer | undefined;

/** This app's key for deletion-request confirmation links (from SESSION_SECRET). */
export function deletionLinkKey(): Buffer {
  key ??= signedIdKey(env.sessionSecret, "data-deletion-links");
  return key;
}
