import { env } from "@/lib/platform/env";

// Which address answers what is configuration (docs/buying.md, "One fact, one place"): staff write `{billingEmail}`
// in a FAQ answer or the Terms, and every page shows the inbox the deployment configured, never a copy that drifts.

export const OFFER_PLACEHOLDERS = ["contactEmail", "supportEmail", "billingEmail", "privacyEmail"] as const;
export type OfferPlaceholder = (typeof OFFER_PLACEHOLDERS)[number];
export type OfferPlaceholderValues = Record<OfferPlaceholder, string>;

export function configuredPlaceholderValues(inboxes = env.mail.public): OfferPlaceholderValues {
  return {
    contactEmail: inboxes.contact,
    supportEmail: inboxes.support,
    billingEmail: inboxes.billing,
    privacyEmail: inboxes.privacy,
  };
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const isPlaceholder = (name: string): name is OfferPlaceholder =>
  (OFFER_PLACEHOLDERS as readonly string[]).includes(name);

/** The text with each known placeholder replaced; an unknown one stays as written (the content check names it). */
export function fillText(text: string, values: OfferPlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** The placeholders in a text that are not ones the site fills. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !isPlaceholder(name));
}

/** Every string in plain data (what Keystatic's reader returns) filled; functions (lazy document bodies) left alone. */
export function fillPlaceholders<T>(value: T, values: OfferPlaceholderValues): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)])) as T;
  }
  return value;
}
