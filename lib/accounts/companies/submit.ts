import "server-only";
import type { Database } from "@/lib/platform/db/client";
import { ApiError, databaseAway, retryAfterHeaders } from "@/lib/platform/http";
import { REGISTRATION_DONE, REGISTRATION_FAILED, REGISTRATION_INVALID, type RegistrationAnswer } from "./messages";
import { payloadFieldErrors, registrationPayloadSchema, type RegistrationPayload } from "./payload";
import { registerClient, type RegisterContext } from "./register";
import type { Registration } from "./replay";
import { logger } from "@/lib/platform/log";

/** headers: what an HTTP answer adds (Retry-After when rate-limited). */
export type Submission<R = Registration> = {
  status: number;
  answer: RegistrationAnswer;
  registration?: R;
  headers?: Record<string, string>;
};

type Registered = Pick<Registration, "data" | "requiresPayment" | "replayed">;

/** A registration payload checked at the edge: its typed value, or the invalid-input answer (400, a message per field). */
export type ParsedRegistration =
  { success: true; data: RegistrationPayload } | { success: false; invalid: Submission<never> };

/** The one zod check of a registration payload; what it passes on is typed, so nothing downstream parses it again. */
export function parseRegistration(body: unknown): ParsedRegistration {
  const parsed = registrationPayloadSchema.safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data };
  const details = payloadFieldErrors(parsed.error.issues);
  return {
    success: false,
    invalid: { status: 400, answer: { success: false, code: "invalid_input", error: REGISTRATION_INVALID, details } },
  };
}

/**
 * One registration request, from untrusted input to the product's answer: { success, data, message } or
 * { success: false, code, error, details }, registered in our database.
 */
export async function submitRegistration(db: Database, body: unknown, context: RegisterContext): Promise<Submission> {
  const parsed = parseRegistration(body);
  if (!parsed.success) return parsed.invalid;
  return answerRegistration(parsed.data, (payload) => registerClient(db, payload, context));
}

/** The same answer for any way of registering a checked payload (our database, or the admin API's backend). */
export async function answerRegistration<R extends Registered>(
  payload: RegistrationPayload,
  register: (payload: RegistrationPayload) => Promise<R>,
): Promise<Submission<R>> {
  try {
    const registration = await register(payload);
    return {
      status: registration.replayed ? 200 : 201,
      answer: {
        success: true,
        data: registration.data,
        message: REGISTRATION_DONE,
        requires_payment: registration.requiresPayment,
      },
      registration,
    };
  } catch (error) {
    error = databaseAway(error, REGISTRATION_FAILED) ?? error;
    if (error instanceof ApiError) {
      const answer = {
        success: false as const,
        code: error.code,
        error: error.message,
        ...(error.details ? { details: toDetails(error.details) } : {}),
      };
      return { status: error.status, answer, headers: retryAfterHeaders(error) };
    }
    // Log, don't show: the visitor gets the product's registration-failed message.
    logger.error({ err: error }, "Registration failed");
    return { status: 500, answer: { success: false, code: "internal", error: REGISTRATION_FAILED } };
  }
}

function toDetails(details: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
