import { env } from "@/lib/platform/env";
import { logContext, logger } from "@/lib/platform/log";
import { requestIdFrom } from "./request-id";

/** The code of the warn line for an undecodable server action body (docs/observability.md). */
export const UNDECODABLE_ACTION_BODY = "undecodable_action_body";

type ErroredRequest = Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>;
type ErrorContext = Readonly<{ routerKind: string; routePath: string; routeType: string; renderSource?: string }>;

const headerReader = (headers: ErroredRequest["headers"]) => ({
  get: (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  },
});

/** Errors that left one of our server actions (observeAction): bugs of ours, logged in full. */
const thrownByAction = new WeakSet<object>();

export function markThrownByAction(error: unknown): void {
  if (typeof error === "object" && error !== null) thrownByAction.add(error);
}

/**
 * What React's reply decoder (the one Next 16.4 bundles, React 19.3) throws for a body it cannot read, besides a
 * SyntaxError (not JSON) and a RangeError (too deeply nested). Its errors carry no code, so their words are all there is
 * to know them by; one missing here is logged in full, as any other error (never hidden).
 */
const REPLY_DECODER_MESSAGES = new Set([
  "Connection closed.",
  "Invalid forward reference.",
  "Invalid reference.",
  "Already initialized Iterator.",
  "Already initialized Map.",
  "Already initialized Set.",
  "Already initialized stream.",
  "Already initialized typed array.",
  "Cannot have cyclic thenables.",
  "Invalid Iterator initializer.",
  "Invalid Map initializer.",
  "Invalid Set initializer.",
  "Invalid data for bytes stream.",
  "Referenced Blob is not a Blob.",
]);

/**
 * A server action request whose body React's reply decoder could not read (`-F '0=not json'`, no root field, `"$Q1"`,
 * thousands of levels of nesting), which Next answers 500 before any action of ours runs (docs/security.md, "Every edge
 * answers like the rest"): reported for an action request, never through observeAction (which marks what our actions
 * throw), and one of the decoder's errors. A visitor's forged request, not a fault of ours.
 */
export function isUndecodableActionBody(error: unknown, context: Pick<ErrorContext, "routeType">): boolean {
  if (context.routeType !== "action" || !(error instanceof Error) || thrownByAction.has(error)) return false;
  return error.name === "SyntaxError" || error.name === "RangeError" || REPLY_DECODER_MESSAGES.has(error.message);
}

/**
 * Next's onRequestError (instrumentation.ts): every error a route, a server action or a render threw, logged with the
 * route, its type, the digest the visitor's error page shows, and the request id. The path loses its query: a
 * token in a link must not reach the logs.
 */
export function logRequestError(error: unknown, request: ErroredRequest, context: ErrorContext): void {
  const requestId =
    logContext().requestId ??
    requestIdFrom(headerReader(request.headers), { trustProxy: env.trustedProxyHops > 0, onVercel: env.onVercel });
  if (isUndecodableActionBody(error, context)) {
    // One short line, no stack: Next has already answered (500) and printed its own line.
    logger.warn(
      {
        code: UNDECODABLE_ACTION_BODY,
        requestId,
        route: context.routePath,
        error: (error as Error).name,
        method: request.method,
        path: request.path.split("?")[0],
      },
      `Server action request refused: its body could not be decoded`,
    );
    return;
  }
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
