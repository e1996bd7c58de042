import { z } from "zod";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";

// The payment routes' inputs (docs/product.md section 7). customer_data, currency_code and any price are accepted for
// compatibility and ignored: the server prices the order from the catalog. plan_data's id is the plan the checkout
// shows: a registration whose plan has changed since (in another tab) is refused rather than charged another amount.

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "country_code must be a two-letter country code")
  .transform((code) => code.toUpperCase());

export const createPaymentSchema = z.object({
  country_code: countryCode.optional(),
  plan_data: z.looseObject({ id: z.number().int().positive().optional() }).nullish(),
  customer_data: z.unknown().optional(),
  payment_gateway: z.string().max(40).optional(),
  currency_code: z.string().max(8).optional(),
  // The India checkout's billing name, state and optional GSTIN, printed on the tax invoice (lib/billing/tax/billing.ts).
  billing: billingDetailsSchema.optional(),
});

// Gateway ids (pi_…, order_…, pay_…, sbx_…) and signatures (hex): letters, digits, "_" and "-" only. Each gateway's
// confirm body is built from these (lib/billing/gateways/<name>/server.ts).
const GATEWAY_ID = /^[\w-]+$/;
const gatewayId = (what: string) =>
  z.string().trim().min(1).max(200).regex(GATEWAY_ID, `This is not a valid payment ${what}.`);
export const paymentReference = gatewayId("reference");
export const paymentSignature = gatewayId("signature");
