"use client";

import Link from "next/link";
import { useState } from "react";
import { renewalSentence, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";

/** Before Pay: when and at what the plan renews, with the Terms; the receipt repeats the same sentence. */
export function RenewalNote({ order }: { order: Pick<OrderSummaryInput, "cycle" | "currency" | "total"> }) {
  // Paying now: the renewal is one period from today, as the server dates it once paid.
  const [now] = useState(() => new Date());
  return (
    <p className="text-sm text-slate-700" data-testid="checkout-renewal">
      {renewalSentence(order, now)}{" "}
      <Link href="/terms" target="_blank" className="font-semibold text-brand-700 underline underline-offset-2">
        Terms of Service
      </Link>
    </p>
  );
}
