import { NextResponse, type NextRequest } from "next/server";
import { ZodError, type z } from "zod";
import { toFieldErrors } from "./forms";

export type ApiErrorCode = "bad_request" | "unauthorized" | "payment_required" | "forbidden" | "not_found" | "conflict" | "rate_limited" | "unavailable";

const STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

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

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json({ success: false, error: error.message, details: error.details }, { status: error.status });
  }
  if (error instanceof ZodError) {
    return NextResponse.json(
      { success: false, error: "Please check your form inputs and try again.", details: toFieldErrors(error) },
      { status: 400 },
    );
  }
  // Log, don't show: internals never reach the response.
  console.error(error);
  return NextResponse.json({ success: false, error: "Something went wrong. Please try again." }, { status: 500 });
}

type Handler<C> = (request: NextRequest, context: C) => Promise<unknown>;

/** Owns the try/catch of every route handler: data becomes JSON, errors become toErrorResponse. */
export function apiRoute<C>(handler: Handler<C>) {
  return async (request: NextRequest, context: C) => {
    try {
      const result = await handler(request, context);
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses a query string with schema; a bad value answers 400 with its own message, e.g. "billing_cycle must be Monthly or Yearly". */
export function parseQuery<T>(schema: z.ZodType<T>, params: URLSearchParams): T {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  const details = toFieldErrors(parsed.error);
  throw new ApiError("bad_request", Object.values(details)[0] ?? "Invalid query parameters.", details);
}
