import * as z from "zod/mini";
import { jsonId } from "@/lib/platform/forms/json-id";
import { signupSchema } from "@/lib/accounts/signup/schema";

/**
 * docs/product.md section 3's registration payload, as POST /api/clients/register and the signup action accept it.
 * Only plan_data.id counts: the server prices the plan from the catalog, whatever else the browser sends.
 */
export const registrationPayloadSchema = z.extend(signupSchema, {
  country_code: z.nullish(z.string().check(z.maxLength(8))),
  // Ignored: the currency follows the plan, or the country when there is no plan.
  currency_code: z.nullish(z.string().check(z.maxLength(8))),
  plan_data: z.nullish(z.looseObject({ id: jsonId("plan_data.id must be a plan id") })),
  idempotency_key: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, "idempotency_key must be 16 to 128 letters, digits, - or _")),
  ),
  // The honeypot: people never see it, so anything here came from a bot.
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;

/** The field messages of a rejected payload, first per field (plan_data.id reported as plan_data). */
export function payloadFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "payload");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
