import { env } from "@/lib/platform/env";
import { logContext, logger } from "@/lib/platform/log";
import { requestIdFrom } from "./request-id";

type ErroredRequest = Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>;
type ErrorContext = Readonly<{ routerKind: string; routePath: string; routeType: string; renderSource?: string }>;

const headerReader = (headers: ErroredRequest["headers"]) => ({
  get: (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  },
});

/**
 * Next's onRequestError (instrumentation.ts): every error a route, a server action or a render threw, logged with the
 * route, its type, the digest the visitor's error page shows, and the request id. The path loses its query: a
 * token in a link must not reach the logs.
 */
export function logRequestError(error: unknown, request: ErroredRequest, context: ErrorContext): void {
  const requestId =
    logContext().requestId ??
    requestIdFrom(headerReader(request.headers), { trustProxy: env.trustedProxyHops > 0, onVercel: env.onVercel });
  const digest = typeof error === "object" && error !== null ? (error as { digest?: unknown }).digest : undefined;
  logger.error(
    {
      err: error,
      requestId,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      digest: typeof digest === "string" ? digest : undefined,
      method: request.method,
      path: request.path.split("?")[0],
    },
    `Server error in ${context.routeType} ${context.routePath}`,
  );
}
