"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { STRIPE_PUBLISHABLE_KEY } from "@/lib/platform/public-env";
import { PROCESSING_FAILED } from "@/lib/billing/payments/form-messages";
import type { ElementProps } from "../widget";

// Stripe's Payment Element, loaded lazily (next/dynamic, no SSR) once the server has a real PaymentIntent.
// @stripe/stripe-js/pure fetches https://js.stripe.com only when loadStripe is called, i.e. at the payment step.

export const STRIPE_LOAD_FAILED = "Failed to load the payment form. Please check your connection and try again.";

type Props = ElementProps;
type Loaded = { attempt: number; stripe: Awaited<ReturnType<typeof loadStripe>> };

export default function StripePaymentElement({ data, onReady, words }: Props) {
  const clientSecret = data.clientSecret;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const loading = STRIPE_PUBLISHABLE_KEY ? loadStripe(STRIPE_PUBLISHABLE_KEY) : Promise.resolve(null);
    loading.then(
      (stripe) => current && setLoaded({ attempt, stripe }),
      () => current && setLoaded({ attempt, stripe: null }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (!loaded || loaded.attempt !== attempt) {
    return <p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-600">{words.loading}</p>;
  }
  if (!loaded.stripe) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-medium">{STRIPE_LOAD_FAILED}</p>
        <button
          type="button"
          onClick={() => setAttempt((value) => value + 1)}
          className={`${buttonClasses("secondary")} mt-3`}
        >
          {words.retry}
        </button>
      </div>
    );
  }
  return (
    <div data-testid="stripe-payment-element" className="rounded-xl border border-slate-200 p-4">
      <Elements
        stripe={loaded.stripe}
        options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#2547ea" } } }}
      >
        <ConfirmBridge onReady={onReady} />
      </Elements>
    </div>
  );
}

function ConfirmBridge({ onReady }: Pick<Props, "onReady">) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async () => {
      const result = await stripe.confirmPayment({ elements, redirect: "if_required" });
      if (result.error) throw new Error(result.error.message || PROCESSING_FAILED);
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return <PaymentElement />;
}
