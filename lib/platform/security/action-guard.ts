import { CROSS_ORIGIN_REFUSED, isAllowedOrigin } from "./origin";

// Server actions are POSTs to a page (from the page's script, or its form without JavaScript). Next refuses another
// site's Origin and a body over the limit itself, but answers both with a bare 500, and only after reading the body
// up to the limit; the proxy answers them first, for what they are, before anything reads the body.

/** Next's serverActions.bodySizeLimit too: the largest form (a contact message) is under 10 KB. */
export const SERVER_ACTION_BODY_LIMIT = 64 * 1024;

export const FORM_TOO_LARGE = "The form is too large to send.";
export const FORM_LENGTH_REQUIRED = "The form must be sent with its length (a Content-Length header).";

export type ActionRequest = {
  method: string;
  origin: string | null;
  /** Host (or the proxy's X-Forwarded-Host). */
  host: string | null;
  /** The scheme (the proxy's X-Forwarded-Proto, else the URL's). */
  protocol: string | null;
  contentLength: string | null;
  siteUrl: string;
};

export type ActionRefusal = { status: 403 | 411 | 413; error: string };

/** The answer contract's code for each refusal (docs/architecture.md). */
export const REFUSAL_CODE = { 403: "forbidden", 411: "length_required", 413: "payload_too_large" } as const;

/** Why a POST to a page is refused before Next runs its action, or null to let it through. */
export function refuseServerAction({
  method,
  origin,
  host,
  protocol,
  contentLength,
  siteUrl,
}: ActionRequest): ActionRefusal | null {
  if (method !== "POST") return null;
  if (!isAllowedOrigin({ origin, host, protocol, siteUrl })) return { status: 403, error: CROSS_ORIGIN_REFUSED };
  // A chunked body declares no length: its size is known only once read. Browsers always send a form's (and a
  // server action's fetch body's) length, so only other clients meet this.
  if (contentLength === null) return { status: 411, error: FORM_LENGTH_REQUIRED };
  if (!(Number(contentLength) <= SERVER_ACTION_BODY_LIMIT)) return { status: 413, error: FORM_TOO_LARGE };
  return null;
}
