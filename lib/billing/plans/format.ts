import type { BillingCycle } from "./types";

const locale = (currency: string) => (currency.toUpperCase() === "INR" ? "en-IN" : "en-US");

/** The currency's own number of decimals (2 for USD and INR, 0 for JPY), as ISO 4217 and Intl know it. */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in the currency's smallest unit (cents, paise) as a major-unit number. */
export const fromMinor = (minor: number, currency: string) => minor / 10 ** currencyDecimals(currency);

/** An order amount with all of the currency's decimals: '₹14,398.20', '$29.00', '¥3,000'. */
export function formatMoney(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale(currency), {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** formatMoney for an amount stored in the smallest unit. */
export const formatMinorMoney = (minor: number, currency: string) => formatMoney(fromMinor(minor, currency), currency);

/**
 * A plan price for display: 'Free' for 0; a whole amount without decimals ($29, ₹2,399); anything else with all of
 * the currency's decimals ($49.50, ₹14,398.20), never a cut-off '$49.5'.
 */
export function formatPlanPrice(price: number, currency: string): string {
  if (price === 0) return "Free";
  const decimals = currencyDecimals(currency);
  const rounded = Math.round(price * 10 ** decimals) / 10 ** decimals;
  const whole = Number.isInteger(rounded);
  return new Intl.NumberFormat(locale(currency), {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : decimals,
    maximumFractionDigits: whole ? 0 : decimals,
  }).format(rounded);
}

export function billingPeriodLabel(cycle: BillingCycle | string | undefined): "/year" | "/month" {
  return cycle === "Yearly" ? "/year" : "/month";
}

/**
 * What an annual price means per month and against twelve monthly payments:
 * '$82.50/mo, billed $990 yearly, save $198' (no saving part when there is none).
 */
export function annualPriceNote(yearlyPrice: number, monthlyPrice: number | undefined, currency: string): string {
  const decimals = currencyDecimals(currency);
  const perMonth = Math.round((yearlyPrice / 12) * 10 ** decimals) / 10 ** decimals;
  const saving = monthlyPrice ? Math.round((monthlyPrice * 12 - yearlyPrice) * 10 ** decimals) / 10 ** decimals : 0;
  const parts = [
    `${formatPlanPrice(perMonth, currency)}/mo`,
    `billed ${formatPlanPrice(yearlyPrice, currency)} yearly`,
  ];
  if (saving > 0) parts.push(`save ${formatPlanPrice(saving, currency)}`);
  return parts.join(", ");
}

/** A count on a plan (users, tokens), grouped as its price is: 12,00,000 beside an INR price, 1,200,000 otherwise. */
export function formatCount(value: number, currency?: string): string {
  return new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US").format(value);
}

/**
 * The catalog's 999 users is the admin API's way to write "no limit" (its column is a number): buyers read
 * "Unlimited", never 999.
 */
export const UNLIMITED_USERS = 999;

/** 'Up to 5 users', 'Up to 1 user', 'Unlimited users'. */
export function formatUserLimit(limit: number, currency?: string): string {
  if (limit >= UNLIMITED_USERS) return "Unlimited users";
  return `Up to ${formatCount(limit, currency)} ${limit === 1 ? "user" : "users"}`;
}
