import { z } from "zod";
import { REGISTRATION_DONE } from "@/lib/accounts/companies/messages";
import type { RegistrationPayload } from "@/lib/accounts/companies/payload";
import type { createPaymentSchema } from "@/lib/billing/payments/schema";
import { BILLING_CYCLES, planSchema, type PlansQuery, type PlansResponse } from "@/lib/billing/plans/types";
import { jsonId } from "@/lib/platform/forms/json-id";
import type { ConfirmOf, CreatedOf, PaymentMethodName } from "./payment-methods";
import type { PaymentRecord } from "@/lib/billing/payments/payment-records";

/** A client as the admin API shows it: no hashes, no sealed or encrypted secrets. */
export const clientSchema = z.object({
  id: z.coerce.number().int(),
  client_identifier: z.string(),
  client_name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  plan_id: z.coerce.number().int().nullable().default(null),
  billing_cycle: z.string().nullable().default(null),
  created_at: z.string(),
});
export type AdminClient = z.infer<typeof clientSchema>;

export const SUBSCRIPTION_STATUSES = ["active", "expired"] as const;

/** A client's subscription: the plan from the catalog, its status and cycle, when it started and renews. */
export const subscriptionSchema = z.object({
  id: z.coerce.number().int(),
  client_id: z.coerce.number().int(),
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  billing_cycle: z.enum(BILLING_CYCLES),
  started_at: z.string(),
  renews_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const assignSubscriptionSchema = z.object({
  client_id: jsonId("client_id must be a positive number"),
  plan_id: jsonId("plan_id must be a positive number"),
  billing_cycle: z.enum(BILLING_CYCLES, { error: "billing_cycle must be Monthly or Yearly" }),
});
export type AssignSubscription = z.infer<typeof assignSubscriptionSchema>;
export const assignResultSchema = z.object({ data: subscriptionSchema, message: z.string().default("Plan assigned.") });
export type AssignResult = z.infer<typeof assignResultSchema>;

/** A whole number as a URL writes it (path or query): digits only, so "1.0", "0x1" or " 1" is refused, not read as 1. */
const urlNumber = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number);
const urlId = (name: string) =>
  urlNumber(name).pipe(z.number().positive({ error: `${name} must be a positive number` }));

export const userLimitQuerySchema = z.object({
  client_id: urlId("client_id"),
  product_id: z.string().trim().max(100).optional(),
});
export type UserLimitQuery = z.infer<typeof userLimitQuerySchema>;
export const userLimitSchema = z.object({
  allowed: z.boolean(),
  user_limit: z.coerce.number().int(),
  current_users: z.coerce.number().int(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

export const tokenLimitQuerySchema = z.object({
  client_id: urlId("client_id"),
  requested_tokens: urlNumber("requested_tokens").default(0),
});
export type TokenLimitQuery = z.infer<typeof tokenLimitQuerySchema>;
export const tokenLimitSchema = z.object({
  allowed: z.boolean(),
  ai_tokens_limit: z.coerce.number().int(),
  requested_tokens: z.coerce.number().int(),
});
export type TokenLimit = z.infer<typeof tokenLimitSchema>;

export const clientIdParamSchema = urlId("The client id");

/** docs/product.md section 3's registration response data (the API key is shown once, here). */
export const registrationDataSchema = z.object({
  id: z.coerce.number().int(),
  api_key: z.string().min(1),
  contact_email: z.string(),
  client_identifier: z.string(),
  client_name: z.string(),
  contact_phone: z.string(),
});
export const registrationAnswerSchema = z.object({
  data: registrationDataSchema,
  message: z.string().default(REGISTRATION_DONE),
  requires_payment: z.boolean().optional(),
});

/** Where a registration comes from: the visitor's IP (rate limit) and country (when the payload names none). */
export type RegisterContext = { ip: string; countryCode: string };

/**
 * Who to sign in after registering or validating a key, and the credential later calls forward as Bearer: a
 * token the embedded backend issues (only its hash is stored), or for the remote backend the API key itself.
 */
export type SignIn = { clientId: number; authToken: string };

export type Registered = {
  data: z.infer<typeof registrationDataSchema>;
  message: string;
  requiresPayment: boolean;
  /** The same form (idempotency key) was already registered: this is its first answer again. */
  replayed: boolean;
  /** null for an answer that registered nobody (the honeypot's decoy). */
  signIn: SignIn | null;
};

export const INVALID_API_KEY = "Invalid or missing API key";
export type ValidatedKey = { client: AdminClient; signIn: SignIn };

export type CreatePayment = z.infer<typeof createPaymentSchema>;
/**
 * The confirm and verify calls' data: paid, or declined with the card error as the gateway words it (an expected
 * answer, shown by the checkout). A failed check (signature, another client's payment) is refused (ApiError).
 */
export const paymentStatusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("paid") }),
  z.object({ status: z.literal("declined"), message: z.string().min(1) }),
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const PAID_PLAN_NEEDS_CHECKOUT = "Payment required: use checkout for paid plans.";

/**
 * What a backend can do beyond the admin API's calls, so that routes and actions ask what is possible, never which
 * backend runs. The embedded backend can do all of it (our database holds the accounts); a remote provider owns its
 * accounts and offers none of it.
 */
export type AdminCapabilities = {
  /** Password reset e-mails for the accounts. */
  passwordReset: boolean;
  /** The e-mailed link that resumes an unpaid registration, and its sign-in. */
  signupLinks: boolean;
  /** The welcome e-mail sent again, with the same temporary password. */
  resendWelcome: boolean;
  /** Plan changes through this site: an unpaid registration's plan switched, a free account's upgrade paid here. */
  planChange: boolean;
  /** The registration's last step here: platform sync and the queued onboarding e-mails. */
  completion: boolean;
};

const CAPABILITIES = ["passwordReset", "signupLinks", "resendWelcome", "planChange", "completion"] as const;
const capabilities = (can: boolean) =>
  Object.fromEntries(CAPABILITIES.map((name) => [name, can])) as Record<(typeof CAPABILITIES)[number], boolean>;
export const ALL_CAPABILITIES: AdminCapabilities = capabilities(true);
export const NO_CAPABILITIES: AdminCapabilities = capabilities(false);

/**
 * The admin API of docs/product.md section 7, as this site serves it: embedded (our database) or remote (proxied).
 * Authorisation (the caller may only touch its own client) happens in the routes, before any of these.
 */
export interface AdminApi {
  readonly capabilities: AdminCapabilities;
  /** POST /api/clients/register. Refusals throw ApiError: 409 e-mail taken, 400 unknown plan, 429 too many attempts. */
  registerClient(payload: RegistrationPayload, context: RegisterContext): Promise<Registered>;
  /** POST /api/clients/validate-api-key (header x-api-key); 401 for a missing or unknown key. */
  validateApiKey(apiKey: string): Promise<ValidatedKey>;
  listPlans(query: PlansQuery): Promise<PlansResponse>;
  getClient(clientId: number): Promise<AdminClient>;
  getClientSubscription(clientId: number): Promise<Subscription | null>;
  assignSubscription(body: AssignSubscription): Promise<AssignResult>;
  validateUserLimit(query: UserLimitQuery): Promise<UserLimit>;
  validateTokenLimit(query: TokenLimitQuery): Promise<TokenLimit>;
  /**
   * The payment calls, for the signed-in client (clientId from the session; the remote provider knows the caller
   * by its Bearer token). The price comes from the catalog, never from the body.
   */
  createPayment<G extends PaymentMethodName>(gateway: G, clientId: number, body: CreatePayment): Promise<CreatedOf<G>>;
  /** Checks the payment with its gateway (or the sandbox card) and fulfils it; a decline is an answer, not an error. */
  confirmPayment<G extends PaymentMethodName>(gateway: G, clientId: number, body: ConfirmOf<G>): Promise<PaymentStatus>;
  /** GET /api/payments/checkout-status: one of the client's payments by reference; 404 for anyone else's. */
  checkoutStatus(clientId: number, reference: string): Promise<PaymentRecord>;
  /** GET /api/payments/history: the client's payments, newest first, with their invoices. */
  paymentHistory(clientId: number): Promise<PaymentRecord[]>;
}

export const ADMIN_API_TIMEOUT_MS = 10_000;
