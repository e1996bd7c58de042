import { useEffect, useState } from "react";
import type { BillingInput } from "@/lib/billing/tax/billing-rules";
import { EMPTY_BILLING, type CheckoutBillingInput } from "./checkout-billing";

const storageKey = (clientId: number) => `leadflow:checkout-billing:${clientId}`;
const COUNTRY_CODE = /^[A-Z]{2}$/;

type Stored = Partial<CheckoutBillingInput> & { country?: unknown };

/**
 * The checkout's billing details and the country chosen for them, kept in this tab's sessionStorage for this
 * registration: a reload, a declined card or a resumed payment starts with what was typed, not an empty form or the
 * detected country (docs/buying.md). Read after hydration (the server has none). chosenCountry: null until chosen.
 * saved: the registration's last payment attempt's details (typed in another browser), used until this tab has its own.
 */
export function useCheckoutBilling(clientId: number, companyName: string, saved?: Required<BillingInput>) {
  // Before anything typed in this tab: the details of the registration's last payment attempt, from the server.
  const [billing, setBillingState] = useState<CheckoutBillingInput>(() => {
    if (!saved) return { ...EMPTY_BILLING, name: companyName };
    const { name, state, gstin, line1, city, postalCode, region, taxId } = saved;
    return { name, state, gstin, line1, city, postalCode, region, taxId };
  });
  const [chosenCountry, setCountryState] = useState<string | null>(saved?.country || null);
  useEffect(() => {
    try {
      const stored = window.sessionStorage.getItem(storageKey(clientId));
      if (!stored) return;
      const { country, ...details } = JSON.parse(stored) as Stored;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
      setBillingState({ ...EMPTY_BILLING, ...details });
      if (typeof country === "string" && COUNTRY_CODE.test(country)) setCountryState(country);
    } catch {
      // Storage blocked or a broken entry: start from the company name.
    }
  }, [clientId]);
  const save = (details: CheckoutBillingInput, country: string | null) => {
    try {
      window.sessionStorage.setItem(
        storageKey(clientId),
        JSON.stringify({ ...details, country: country ?? undefined }),
      );
    } catch {
      // Storage full or blocked: the details stay for this page only.
    }
  };
  const setBilling = (next: CheckoutBillingInput) => {
    setBillingState(next);
    save(next, chosenCountry);
  };
  const setChosenCountry = (code: string) => {
    setCountryState(code);
    save(billing, code);
  };
  return { billing, setBilling, chosenCountry, setChosenCountry };
}
