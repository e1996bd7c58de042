"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { SignupPlan } from "@/lib/clients/signup-page";
import { planCurrencyForCountry, planInCurrency } from "@/lib/plans/catalog";
import { countryName } from "@/lib/region/detect";
import { gatewayForCountry } from "@/lib/region/gateway";
import { PROCESSING_FAILED } from "@/lib/validation/payment-messages";
import { sandboxCardSchema, type SandboxCard } from "@/lib/validation/payments";
import { confirmSession, createSession, PaymentError, type PaymentModes } from "./checkout-api";
import { SandboxCardForm } from "./checkout-card-form";
import { confirmWithStripeElements, openRazorpayCheckout } from "./checkout-seams";
import { CheckoutSummary } from "./checkout-summary";
import { StepHeading } from "./step-heading";

// SPEC.md section 9's test country list.
const COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX"];

export type CheckoutCustomer = { companyName: string; contactName: string; email: string; phone: string };

type Props = {
  plan: SignupPlan;
  customer: CheckoutCustomer;
  /** The country the registration detected; the visitor may choose another. */
  detectedCountry: string;
  modes: PaymentModes;
  onSuccess: () => void;
  onCancel: () => void;
  /** Reported for analytics when a payment attempt starts. */
  onStart?: () => void;
  /** Reported for analytics; the visitor stays on this step to retry (DESIGN.md, deliberate departures). */
  onError?: (message: string) => void;
};

const EMPTY_CARD: SandboxCard = { number: "", expiry: "", cvc: "" };

/** 'Complete Your Purchase' (SPEC.md section 2, Checkout): idle → processing → success or error. */
export function Checkout({ plan, customer, detectedCountry, modes, onSuccess, onCancel, onStart, onError }: Props) {
  const idPrefix = useId();
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const country = chosenCountry ?? (COUNTRIES.includes(detectedCountry) ? detectedCountry : "US");
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const gateway = gatewayForCountry(country);
  const mode = modes[gateway];
  const priced = planInCurrency(plan, gateway === "razorpay" ? "INR" : planCurrencyForCountry(country)) ?? plan;
  const shownPlan: SignupPlan = { ...plan, price: priced.price, currency: priced.currency, id: priced.id };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setError(null);
    let sandboxCard: SandboxCard | undefined;
    if (mode === "sandbox") {
      const parsed = sandboxCardSchema.safeParse(card);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? PROCESSING_FAILED);
      sandboxCard = parsed.data;
    }
    setProcessing(true);
    onStart?.();
    try {
      const session = await createSession(gateway, {
        plan_data: shownPlan,
        customer_data: { company_name: customer.companyName, contact_name: customer.contactName, email: customer.email, phone: customer.phone },
        payment_gateway: gateway,
        country_code: country,
        currency_code: shownPlan.currency,
      });
      if (session.gateway === "sandbox") {
        await confirmSession(
          gateway === "razorpay"
            ? { via: "razorpay-sandbox", orderId: session.reference, card: sandboxCard! }
            : { via: "stripe", paymentIntentId: session.reference, card: sandboxCard },
        );
      } else if (session.gateway === "stripe") {
        await confirmWithStripeElements(session.clientSecret);
        await confirmSession({ via: "stripe", paymentIntentId: session.reference });
      } else {
        const answer = await openRazorpayCheckout({
          key: session.keyId,
          amount: session.amount,
          order_id: session.reference,
          name: "LeadFlow",
          description: `${plan.plan_name} (${plan.billing_cycle})`,
          prefill: { name: customer.contactName, email: customer.email, contact: customer.phone },
        });
        if (!answer) return setProcessing(false); // dismissed: back to idle
        await confirmSession({ via: "razorpay", orderId: answer.razorpay_order_id, paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature });
      }
      onSuccess();
    } catch (caught) {
      fail(caught instanceof PaymentError || caught instanceof Error ? caught.message : PROCESSING_FAILED);
      setProcessing(false);
    }
  }

  function fail(message: string) {
    setError(message);
    onError?.(message);
  }

  return (
    <form onSubmit={pay} noValidate aria-busy={processing} className="space-y-5" aria-labelledby={`${idPrefix}-title`}>
      <div id={`${idPrefix}-title`}>
        <StepHeading>Complete Your Purchase</StepHeading>
        <p className="mt-1 text-sm text-slate-600">
          Your account for <strong>{customer.companyName}</strong> is created; your login details are e-mailed once the payment is complete.
        </p>
      </div>
      <CheckoutSummary plan={shownPlan} />
      <div>
        <label htmlFor={`${idPrefix}-country`} className="block text-sm font-medium text-slate-800">
          Country
        </label>
        <select
          id={`${idPrefix}-country`}
          value={country}
          disabled={processing}
          onChange={(event) => setChosenCountry(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </div>
      <GatewayInfo gateway={gateway} mode={mode} />
      {mode === "sandbox" ? <SandboxCardForm idPrefix={idPrefix} card={card} disabled={processing} onChange={setCard} /> : null}
      {mode === "live" && gateway === "stripe" ? (
        <div data-testid="stripe-payment-element" className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          Stripe&apos;s secure Payment Element loads here for your card details.
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={processing} className={buttonClasses("secondary")}>
          Cancel
        </button>
        <button type="submit" disabled={processing || mode === "off"} className={buttonClasses("primary")}>
          {processing ? "Processing your payment..." : "Pay"}
        </button>
      </div>
    </form>
  );
}

function GatewayInfo({ gateway, mode }: { gateway: "stripe" | "razorpay"; mode: PaymentModes["stripe"] }) {
  const text =
    mode === "off"
      ? "Online payment is not available right now. Please contact support to complete your purchase."
      : gateway === "razorpay"
        ? "You pay in Indian rupees (INR) through Razorpay: cards, UPI, net banking and wallets."
        : "You pay by card through Stripe. Your card details go straight to the payment provider; we never see or store them.";
  return (
    <div role="note" aria-label="Payment gateway" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      <p className="font-semibold">{gateway === "razorpay" ? "Razorpay" : "Stripe"}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}
