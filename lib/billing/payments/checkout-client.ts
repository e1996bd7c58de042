import { z } from "zod";
import { ApiError } from "@/lib/platform/http";
import { jsonId } from "@/lib/platform/forms/json-id";
import { createPaymentSchema } from "@/lib/billing/payments/schema";

// A checkout names the client it was opened for: another tab of the same browser may have registered another
// company since, and the session cookie (shared by the tabs) now holds that one.

export const CHECKOUT_CLIENT_MISMATCH =
  "This payment is for a registration that is no longer active in this browser. Please reload the page.";

/** client_id is optional for API callers that pay for the session's client without naming it. */
export const checkoutClientSchema = z.object({ client_id: z.optional(jsonId("client_id must be a positive number")) });

/** The create routes' body with the checkout's client_id; each gateway's confirm body adds it too (lib/billing/gateways). */
export const createPaymentForClientSchema = createPaymentSchema.extend(checkoutClientSchema.shape);

/** 409 when the checkout was opened for another client than the session's, before anything is created or charged. */
export function assertCheckoutClient(sessionClientId: number, checkoutClientId: number | undefined): void {
  if (checkoutClientId !== undefined && checkoutClientId !== sessionClientId)
    throw new ApiError("conflict", CHECKOUT_CLIENT_MISMATCH);
}

/** The body with the checkout's client_id checked against the session's client and taken off. */
export function forSessionClient<T extends { client_id?: number }>(
  sessionClientId: number,
  body: T,
): WithoutClientId<T> {
  const { client_id, ...rest } = body;
  assertCheckoutClient(sessionClientId, client_id);
  return rest as WithoutClientId<T>;
}

// Distributes over a union (a confirm body of two shapes), which a plain Omit would flatten.
type WithoutClientId<T> = T extends unknown ? Omit<T, "client_id"> : never;
