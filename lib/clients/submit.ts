import "server-only";
import type { Database } from "@/lib/db/client";
import { ApiError } from "@/lib/http";
import { REGISTRATION_DONE, REGISTRATION_FAILED, REGISTRATION_INVALID, type RegistrationAnswer } from "./messages";
import { payloadFieldErrors, registrationPayloadSchema } from "./payload";
import { registerClient, type RegisterContext } from "./register";
import type { Registration } from "./replay";

export type Submission = { status: number; answer: RegistrationAnswer; registration?: Registration };

/**
 * One registration request, from untrusted input to SPEC's answer: { success, data, message } or
 * { success: false, error, details }. Shared by the signup action and POST /api/clients/register.
 */
export async function submitRegistration(db: Database, body: unknown, context: RegisterContext): Promise<Submission> {
  const parsed = registrationPayloadSchema.safeParse(body);
  if (!parsed.success) {
    return { status: 400, answer: { success: false, error: REGISTRATION_INVALID, details: payloadFieldErrors(parsed.error.issues) } };
  }
  try {
    const registration = await registerClient(db, parsed.data, context);
    return {
      status: registration.replayed ? 200 : 201,
      answer: { success: true, data: registration.data, message: REGISTRATION_DONE, requires_payment: registration.requiresPayment },
      registration,
    };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, answer: { success: false, error: error.message } };
    // Log, don't show: the visitor gets SPEC's registration-failed message.
    console.error("Registration failed", error);
    return { status: 500, answer: { success: false, error: REGISTRATION_FAILED } };
  }
}
