import { randomUUID } from "node:crypto";

type Headers = { get(name: string): string | null };

// What a proxy's id may look like (nginx's $request_id is 32 hex digits, a load balancer's a UUID or similar).
const PLAUSIBLE_ID = /^[\w.:@/+=-]{8,128}$/;

/**
 * The id that ties together every log line of one request: the one our proxy sent (X-Request-ID, so nginx's and
 * ours match; Vercel's x-vercel-id there), else a new one. A client's own X-Request-ID is not believed without a
 * proxy in front: it could make one request's lines look like another's.
 */
export function requestIdFrom(headers: Headers, { trustProxy, onVercel }: { trustProxy: boolean; onVercel: boolean }) {
  const sent = onVercel ? headers.get("x-vercel-id") : trustProxy ? headers.get("x-request-id") : null;
  return sent && PLAUSIBLE_ID.test(sent) ? sent : randomUUID();
}
