import { counterpartPlan } from "./catalog";
import { subscriptionEnd } from "./subscription-term";
import { formatDay } from "../../platform/time/format-date";
import { annualPriceNote, formatMinorMoney } from "./format";
import type { BillingCycle, Plan } from "./types";

// One order, as every place the buyer sees it says it: the checkout, the completion page, the receipt mail and
// /payment-status render these rows (the mail as text), so the figures and their wording cannot drift apart.

export type OrderTaxLine = { label: string; amount: number };

export type OrderSummaryInput = {
  planName: string;
  cycle: BillingCycle;
  currency: string;
  /** Amounts in the currency's smallest unit, as the payment row and the tax breakdown hold them. */
  subtotal: number;
  taxLines: OrderTaxLine[];
  total: number;
  /** Yearly plans: '$82.50/mo, billed $990 yearly, save $198'. */
  annualNote?: string;
  /** After paying. */
  paid?: { reference: string; paidAt: Date; invoiceNumber?: string; invoiceUrl?: string };
  /** A free signup: 'Free plan', no amounts. */
  free?: boolean;
};

export type OrderSummaryRow = { key: string; label: string; value: string; href?: string; strong?: boolean };

/** India time for an INR order (its tax invoice is dated in India), UTC for every other order. */
export function orderTimeZone(currency: string): { zone: string; name: string } {
  return currency.toUpperCase() === "INR" ? { zone: "Asia/Kolkata", name: "India time" } : { zone: "UTC", name: "UTC" };
}

/** '28 November 2026 (India time)': every date about one order in one zone, named. */
export function formatOrderDate(date: Date, currency: string): string {
  const { zone, name } = orderTimeZone(currency);
  return `${formatDay(date, zone)} (${name})`;
}

/**
 * 'Renews automatically on 15 July 2026 (UTC) at $29.00 per month until you cancel.': said before Pay (with the Terms
 * beside it) and on the receipt, from the same order. `from`: the payment's time, or now before paying.
 */
export function renewalSentence(order: Pick<OrderSummaryInput, "cycle" | "currency" | "total">, from: Date): string {
  const date = formatOrderDate(subscriptionEnd(from, order.cycle), order.currency);
  const period = order.cycle === "Yearly" ? "year" : "month";
  return `Renews automatically on ${date} at ${formatMinorMoney(order.total, order.currency)} per ${period} until you cancel.`;
}

/** The annual note of a yearly catalog plan (undefined for monthly or free plans). */
export function annualNoteFor(plan: Pick<Plan, "id" | "plan_id" | "price" | "currency" | "billing_cycle">) {
  if (plan.billing_cycle !== "Yearly" || plan.price <= 0) return undefined;
  const monthly = counterpartPlan(plan as Plan, "Monthly");
  return annualPriceNote(plan.price, monthly?.price, plan.currency);
}

export function orderSummaryRows(order: OrderSummaryInput): OrderSummaryRow[] {
  const money = (minor: number) => formatMinorMoney(minor, order.currency);
  if (order.free)
    return [
      { key: "plan", label: "Plan", value: `${order.planName} (Free plan)` },
      { key: "total", label: "Total", value: "Free plan: nothing to pay", strong: true },
    ];
  const rows: OrderSummaryRow[] = [
    { key: "plan", label: "Plan", value: order.planName },
    { key: "cycle", label: "Billing cycle", value: order.cycle === "Yearly" ? "Yearly" : "Monthly" },
  ];
  if (order.annualNote) rows.push({ key: "annual", label: "Per month", value: order.annualNote });
  rows.push({ key: "subtotal", label: "Price", value: money(order.subtotal) });
  for (const line of order.taxLines)
    rows.push({ key: `tax-${line.label}`, label: line.label, value: money(line.amount) });
  rows.push({ key: "total", label: order.paid ? "Total paid" : "Total", value: money(order.total), strong: true });
  if (order.paid) {
    rows.push({ key: "reference", label: "Payment reference", value: order.paid.reference });
    rows.push({ key: "date", label: "Paid on", value: formatOrderDate(order.paid.paidAt, order.currency) });
    rows.push({
      key: "renewal",
      label: "Next renewal",
      value: formatOrderDate(subscriptionEnd(order.paid.paidAt, order.cycle), order.currency),
    });
    if (order.paid.invoiceNumber)
      rows.push({
        key: "invoice",
        label: "Invoice",
        value: order.paid.invoiceNumber,
        ...(order.paid.invoiceUrl ? { href: order.paid.invoiceUrl } : {}),
      });
  }
  return rows;
}

/** The same rows as plain text lines ('Total paid: ₹94,388.20'), for mails. */
export function orderSummaryText(order: OrderSummaryInput): string[] {
  return orderSummaryRows(order).map((row) => `${row.label}: ${row.value}${row.href ? ` (${row.href})` : ""}`);
}
