// Test-only: a company registered as the signup registers it, for tests that start from there (payments, refunds,
// reconciliation).
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { Database } from "@/lib/platform/db/client";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";

let counter = 0;

/**
 * Registers a company from India (a paid INR plan, 10) or the US (a paid USD plan, 3), each with an address and an IP
 * of its own, and answers its client id.
 */
export async function registerTestClient(db: Database, { india = false } = {}): Promise<number> {
  counter += 1;
  const payload = registrationPayloadSchema.parse({
    client_name: "Test Sales",
    contact_name: "Asha Rao",
    contact_email: `client${counter}-${Date.now()}@test-sales.example`,
    contact_phone: india ? "+919876543210" : "+14155550100",
    acceptTerms: true,
    plan_data: findCatalogPlan(india ? 10 : 3),
  });
  const { clientId } = await registerClient(db, payload, {
    ip: `198.51.100.${counter % 250}`,
    countryCode: india ? "IN" : "US",
    platform: {},
  });
  return clientId!;
}
