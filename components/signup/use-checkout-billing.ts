import { useEffect, useState } from "react";
import { EMPTY_BILLING, type CheckoutBillingInput } from "./checkout-billing";

const storageKey = (clientId: number) => `leadflow:checkout-billing:${clientId}`;

/**
 * The checkout's billing details, kept in this tab's sessionStorage for this registration: a reload, a declined
 * card or a resumed payment starts with what was typed, not an empty form. Read after hydration (the server has none).
 */
export function useCheckoutBilling(clientId: number, companyName: string) {
  const [billing, setBilling] = useState<CheckoutBillingInput>({ ...EMPTY_BILLING, name: companyName });
  useEffect(() => {
    try {
      const stored = window.sessionStorage.getItem(storageKey(clientId));
      // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
      if (stored) setBilling({ ...EMPTY_BILLING, ...(JSON.parse(stored) as Partial<CheckoutBillingInput>) });
    } catch {
      // Storage blocked or a broken entry: start from the company name.
    }
  }, [clientId]);
  const update = (next: CheckoutBillingInput) => {
    setBilling(next);
    try {
      window.sessionStorage.setItem(storageKey(clientId), JSON.stringify(next));
    } catch {
      // Storage full or blocked: the details stay for this page only.
    }
  };
  return [billing, update] as const;
}
