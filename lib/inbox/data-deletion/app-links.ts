import "server-only";
import { appKey } from "@/lib/platform/security/signed-id";

/** This app's key for deletion-request confirmation links. */
export const deletionLinkKey = () => appKey("data-deletion-links");
