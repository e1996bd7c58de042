import "server-only";
import { appKey } from "@/lib/platform/security/signed-id";

/** This app's key for list links: the mails sign with it, the link routes verify with it. */
export const mailingListLinkKey = () => appKey("mailing-list-links");
