// The signup form's fields and limits, without the schema (lib/accounts/signup/schema.ts): what the browser needs to
// draw the form, so no validation library reaches the page's JavaScript. The server checks every rule.

export const SIGNUP_LIMITS = { companyName: 120, contactName: 100, email: 254, phone: 32 } as const;

export const SIGNUP_FIELDS = ["client_name", "contact_name", "contact_email", "contact_phone", "acceptTerms"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
