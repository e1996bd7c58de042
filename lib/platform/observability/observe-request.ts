import { performance } from "node:perf_hooks";
import { env } from "@/lib/platform/env";
import { logContext, withLogContext } from "@/lib/platform/log";
import { metrics } from "./metrics";
import { markThrownByAction } from "./request-error";
import { requestIdFrom } from "./request-id";

type Headers = { get(name: string): string | null };

const requestId = (headers: Headers) =>
  requestIdFrom(headers, { trustProxy: env.trustedProxyHops > 0, onVercel: env.onVercel });

// Ids in a path ("/api/clients/123", a long token) would make a series per customer: any segment with a digit or
// longer than 24 characters counts as one ":id". A 404 has no route at all (the catch-all answers any path).
export function routeLabel(pathname: string, status?: number): string {
  if (status === 404) return "(unmatched)";
  return pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ":id" : segment))
    .join("/");
}

/**
 * A route handler's request: its log lines carry the request id and route, its duration goes into the histogram,
 * and the response names the id (X-Request-ID) so a client's report can be found in the logs.
 */
export async function observeRoute(request: Request, respond: () => Promise<Response>): Promise<Response> {
  const { pathname } = new URL(request.url);
  const id = requestId(request.headers);
  const started = performance.now();
  const response = await withLogContext({ requestId: id, route: pathname }, respond);
  metrics()
    .requestDuration.labels("route", routeLabel(pathname, response.status), request.method, String(response.status))
    .observe((performance.now() - started) / 1000);
  try {
    response.headers.set("x-request-id", id);
  } catch {
    // A response passed through from fetch() has immutable headers: it goes out without the id.
  }
  return response;
}

// Next's redirect() and notFound() end an action by throwing; they are answers, not failures.
const isNavigation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND)/.test(String((error as { digest?: unknown }).digest));

/**
 * A server action's call, as observeRoute for a route: the form-action wrapper (lib/platform/forms/forms) calls it with the action's
 * name and the request's headers (`await headers()`), so this module needs nothing from Next.
 */
export async function observeAction<T>(name: string, headers: Headers, act: () => Promise<T>): Promise<T> {
  const id = logContext().requestId ?? requestId(headers);
  const started = performance.now();
  let status = "ok";
  try {
    return await withLogContext({ requestId: id, route: name }, act);
  } catch (error) {
    status = isNavigation(error) ? "ok" : "error";
    markThrownByAction(error);
    throw error;
  } finally {
    metrics()
      .requestDuration.labels("action", name, "POST", status)
      .observe((performance.now() - started) / 1000);
  }
}
