/**
 * When a paid subscription begun at `start` ends: one calendar month (Monthly) or year (Yearly) later, at the same
 * time of day (UTC). A day the target month lacks (31 January + 1 month, 29 February + 1 year) becomes that month's
 * last day, never a day of the month after.
 */
export function subscriptionEnd(start: Date, cycle: "Monthly" | "Yearly"): Date {
  const months = cycle === "Yearly" ? 12 : 1;
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
