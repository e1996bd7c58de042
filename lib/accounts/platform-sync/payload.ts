import type { Client } from "@/lib/platform/db/schema";

// docs/product.md section 3: the client sync payload, built from a registration.

export type ClientSyncPayload = {
  client_name: string;
  first_name: string;
  mobile_no: string;
  email: string;
  client_api_key: string;
  country_code: string;
  currency_code: string;
  client_identifier: string;
};

type RegisteredClient = Pick<
  Client,
  "clientName" | "contactName" | "contactPhone" | "contactEmail" | "countryCode" | "currencyCode" | "clientIdentifier"
>;

/** The platform keeps one name for the admin, so first_name carries the contact name as typed. */
export function buildSyncPayload(client: RegisteredClient, apiKey: string): ClientSyncPayload {
  return {
    client_name: client.clientName,
    first_name: client.contactName,
    mobile_no: client.contactPhone,
    email: client.contactEmail,
    client_api_key: apiKey,
    country_code: client.countryCode,
    currency_code: client.currencyCode,
    client_identifier: client.clientIdentifier,
  };
}
