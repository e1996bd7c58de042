import { NextResponse, type NextRequest } from "next/server";
import { z, ZodError } from "zod";
import { env } from "./env";
import { toFieldErrors } from "./forms/forms";
import { CROSS_ORIGIN_REFUSED, isAllowedOrigin } from "./security/origin";
import { plainMessage } from "./forms/plain-messages";
import { logger } from "@/lib/platform/log";
import { getDb } from "@/lib/platform/db";
import { checkDatabase } from "@/lib/platform/db/health";
import {
  awayFacts,
  DATABASE_RETRY_AFTER_S,
  isDatabaseUnavailable,
  PROBE_MS,
  unlessDatabaseAway,
} from "@/lib/platform/db/unavailable";
import { observeRoute } from "@/lib/platform/observability/observe-request";

// Every parse on the server (route inputs, the registration payload, query strings) words the issues a schema
// gives no message of its own plainly, so zod's internal wording never reaches a response.
z.config({ customError: plainMessage });

/**
 * The machine-readable half of every error answer, with its HTTP status (docs/architecture.md, The answer contract):
 * clients branch on it, never on the message, which is the product's wording and may change.
 */
const STATUS = {
  bad_request: 400,
  invalid_input: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
  email_taken: 409,
  plan_unavailable: 400,
  billing_country_mismatch: 400,
  already_paid: 409,
} as const;
export type ApiErrorCode = keyof typeof STATUS;

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === "string" && Object.hasOwn(STATUS, code);
}

export const INTERNAL_ERROR = "Something went wrong. Please try again.";

/** Codes answered outside apiRoute: a method a route does not serve, a server action post refused by proxy.ts. */
export type ErrorCode = ApiErrorCode | "method_not_allowed" | "length_required";

/** The JSON body of every error answer: the product's { success, error, details } with the code beside them. */
export type ErrorBody = {
  success: false;
  code: ErrorCode;
  error: string;
  details?: Partial<Record<string, string>>;
};

export function errorBody(code: ErrorBody["code"], error: string, details?: ErrorBody["details"]): ErrorBody {
  return details ? { success: false, code, error, details } : { success: false, code, error };
}

export const JSON_REQUIRED = "Send the request body as JSON, with Content-Type: application/json.";
export const OBJECT_REQUIRED = "The request body must be a JSON object.";
export const INPUT_INVALID = "Please check your form inputs and try again.";

/** An error whose message is safe to show: thrown anywhere in lib/, turned into a response by apiRoute. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Partial<Record<string, string>>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status() {
    return STATUS[this.code];
  }
}

/** A 429 that also tells HTTP clients when to come back (Retry-After, in seconds). */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super("rate_limited", message);
  }
}

/** A 503 for a part that is away for now (the database): come back after Retry-After. */
export class UnavailableError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs = DATABASE_RETRY_AFTER_S * 1000,
  ) {
    super("unavailable", message);
  }
}

export const SERVICE_UNAVAILABLE = "The service is unavailable. Please try again.";

/**
 * The database being away as the 503 it is (UnavailableError, with `message`), logged as one warning without the
 * statement; null for any other error. For the lib code that answers its own errors (the registration).
 */
export function databaseAway(error: unknown, message = SERVICE_UNAVAILABLE): UnavailableError | null {
  if (!isDatabaseUnavailable(error)) return null;
  logger.warn(awayFacts(error), "The database is unavailable: answered 503");
  return new UnavailableError(message);
}

/** Retry-After (whole seconds, at least 1) for a rate-limited or unavailable answer; nothing for any other error. */
export function retryAfterHeaders(error: unknown): Record<string, string> | undefined {
  return error instanceof RateLimitedError || error instanceof UnavailableError
    ? { "retry-after": String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))) }
    : undefined;
}

export function toErrorResponse(error: unknown): NextResponse {
  error = databaseAway(error) ?? error;
  if (error instanceof ApiError) {
    const headers = retryAfterHeaders(error);
    return NextResponse.json(errorBody(error.code, error.message, error.details), { status: error.status, headers });
  }
  if (error instanceof ZodError) {
    return NextResponse.json(errorBody("invalid_input", INPUT_INVALID, toFieldErrors(error)), { status: 400 });
  }
  // Log, don't show: internals never reach the response.
  logger.error({ err: error }, "Unhandled error");
  return NextResponse.json(errorBody("internal", INTERNAL_ERROR), { status: 500 });
}

type Handler<C> = (request: NextRequest, context: C) => Promise<unknown>;

/**
 * Whether the app's PostgreSQL answers `select 1` within PROBE_MS. Always yes for PGlite: in-process, it is never
 * away, and its one worker would queue the probe behind the slow write.
 */
export async function databaseAnswers(): Promise<boolean> {
  if (!env.database.url) return true;
  return (await checkDatabase(getDb, PROBE_MS)).ok;
}

export type RouteOptions = {
  /**
   * Accept state-changing requests whatever their Origin: only for callers that prove themselves another way
   * (a gateway's signed webhook, the cron secret), never for anything a visitor's browser calls.
   */
  anyOrigin?: boolean;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export { CROSS_ORIGIN_REFUSED };

function fromOwnSite(request: NextRequest): boolean {
  return isAllowedOrigin({
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    protocol: request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
    siteUrl: env.siteUrl,
  });
}

/**
 * Owns the try/catch of every route handler: data becomes JSON, errors become toErrorResponse. A POST (or any
 * other state-changing method) from another site's page answers 403 before the handler runs.
 */
export function apiRoute<C>(handler: Handler<C>, options: RouteOptions = {}) {
  const respond = async (request: NextRequest, context: C) => {
    try {
      const visitorWrite = !options.anyOrigin && !SAFE_METHODS.has(request.method);
      if (visitorWrite && !fromOwnSite(request)) throw new ApiError("forbidden", CROSS_ORIGIN_REFUSED);
      // A visitor's write is answered within about 4.5 s when the database is away (503, Retry-After), not after
      // the pool's own bounds; webhooks and the cron route have callers that wait and retry by themselves.
      const work = handler(request, context);
      const result = visitorWrite ? await unlessDatabaseAway(work, databaseAnswers) : await work;
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
  // Request id and route on its log lines, its duration in the metrics (lib/platform/observability).
  return (request: NextRequest, context: C) => observeRoute(request, () => respond(request, context));
}

/**
 * A redirect to a path of this site, as a relative Location: the browser stays on the host it used (a server behind
 * a proxy, or started with -H localhost, knows itself by another name). Never stored: it follows a cookie change.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path, "cache-control": "no-store" } });
}

/**
 * Whether a request comes from a browser opening a link (Accept ranks text/html or XHTML at least as high as JSON)
 * rather than an API client (JSON asked for, any type, or no Accept): a route that is both a mailed link and an API
 * answers the first with a page and the second with JSON (docs/buying.md, the expired invoice link).
 */
export function prefersHtml(request: Request): boolean {
  const ranked = (request.headers.get("accept") ?? "").split(",").map((part) => {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return { type: type.trim(), q: quality ? Number(quality.slice(2)) : 1 };
  });
  const best = (types: string[]) =>
    Math.max(0, ...ranked.filter((entry) => types.includes(entry.type)).map((entry) => entry.q || 0));
  const html = best(["text/html", "application/xhtml+xml"]);
  return html > 0 && html >= best(["application/json"]);
}

type Method = "GET" | "POST";

/**
 * Handlers for the methods a route does not serve: 405 with Allow and a JSON error (RFC 9110, 15.5.6), where Next
 * answers an empty 405 without Allow. OPTIONS too: Next's own would list these handlers as allowed.
 *   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
 */
export function otherMethods(...served: Method[]) {
  const allow = [...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = () =>
    NextResponse.json(errorBody("method_not_allowed", `This address answers ${served.join(" and ")} requests only.`), {
      status: 405,
      headers: { allow },
    });
  const options = () => new NextResponse(null, { status: 204, headers: { allow } });
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}

export const JSON_BODY_LIMIT = 64 * 1024;
/** Gateway events are far smaller; the limit only stops a flood before the signature check. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

type BodyOptions = { maxBytes?: number };

function tooLarge(maxBytes: number) {
  return new ApiError("payload_too_large", `The request body is larger than ${Math.floor(maxBytes / 1024)} KiB.`);
}

/** The body as text, refused with 413 past maxBytes: the declared length is checked first, the bytes as they arrive. */
export async function readText(request: Request, { maxBytes = JSON_BODY_LIMIT }: BodyOptions = {}): Promise<string> {
  if (Number(request.headers.get("content-length")) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}

// Only a declared JSON body is read as JSON (a charset parameter is fine): text/plain is what another site's
// form can post without a preflight.
function declaresJson(request: Request): boolean {
  const mediaType = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A JSON body checked by schema: another content type answers 415, too large 413, not JSON or not an object 400,
 * and a schema error 400 with a plain message per field.
 */
export async function readJson<T>(request: Request, schema: z.ZodType<T>, options: BodyOptions = {}): Promise<T> {
  if (!declaresJson(request)) throw new ApiError("unsupported_media_type", JSON_REQUIRED);
  const text = await readText(request, options);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "The request body must be valid JSON.");
  }
  if (!isObject(body)) throw new ApiError("bad_request", OBJECT_REQUIRED);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError("invalid_input", INPUT_INVALID, toFieldErrors(parsed.error, body));
  return parsed.data;
}

/** Parses a query string with schema; a bad value answers 400 with its own message, e.g. "billing_cycle must be Monthly or Yearly". */
export function parseQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): T {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  const details = toFieldErrors(parsed.error);
  throw new ApiError("invalid_input", Object.values(details)[0] ?? "Invalid query parameters.", details);
}
