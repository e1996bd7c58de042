"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { PendingSignup, SignupAnswer, SignupPlan } from "@/lib/accounts/signup/page";
import { planCurrencyForCountry, planInCurrency } from "@/lib/billing/plans/catalog";
import { gatewayCurrency, gatewayFacts, gatewayForCountry } from "@/lib/billing/gateways";
import { checkoutWidget, type ElementConfirm, type WidgetData } from "@/components/checkout/gateways";
import { PROCESSING_FAILED } from "@/lib/billing/payments/form-messages";
import { sandboxCardSchema, type SandboxCard } from "@/lib/billing/payments/sandbox-card";
import { confirmSession, createSession, PaymentError, type PaymentModes } from "./checkout-api";
import { SandboxCardForm } from "./checkout-card-form";
import { CountrySelect } from "./checkout-country";
import { GatewayInfo } from "./checkout-gateway-info";
import type { CheckoutWords } from "./checkout-words";
import { CheckoutSummary } from "./checkout-summary";
import { StepHeading } from "./step-heading";
import { RenewalNote } from "./renewal-note";
import { CheckoutBilling, type BillingErrors, type CheckoutBillingInput } from "./checkout-billing";
import { useCheckoutBilling } from "./use-checkout-billing";
import { defaultBillingCountry } from "@/lib/billing/tax/countries";
import { normaliseTaxId } from "@/lib/billing/tax/tax-id";
import { OrderSummary } from "./order-summary";
import { HelpLinks } from "./help-links";
import { wordParts } from "@/lib/site/words";
import { billingProblems, type BillingInput } from "@/lib/billing/tax/billing-rules";
import { normaliseGstin } from "@/lib/billing/tax/gstin";
import { formatMinorMoney } from "@/lib/billing/plans/format";
import { checkoutOrder } from "./checkout-order";
import { CheckoutPlanChoice } from "./checkout-plan-choice";

export type CheckoutCustomer = { companyName: string; contactName: string; email: string; phone: string };

type Props = {
  /** The client this checkout was opened for: the server refuses to charge if the session now holds another. */
  clientId: number;
  plan: SignupPlan;
  customer: CheckoutCustomer;
  /** The country the registration detected; the visitor may choose another. */
  detectedCountry: string;
  /** The visitor's language: country names are given in it. */
  locale?: string;
  modes: PaymentModes;
  /** Headings, notes and the gateway box's texts (content/signup.yaml). */
  words: CheckoutWords;
  onSuccess: () => void;
  onCancel: () => void;
  /** Analytics: an attempt starts; an attempt fails (the visitor stays here to retry, docs/architecture.md, deliberate departures). */
  onStart?: () => void;
  onError?: (message: string) => void;
  /** Shown under the heading (a resumed payment says whose it is). */
  notice?: ReactNode;
  /** An upgrade of a ready account: the name of the free plan it leaves (its login exists already). */
  upgradeFrom?: string;
  /** Switches the registration to another paid plan on the server; without it the checkout offers no plan control. */
  changePlan?: (payload: { plan_id: number }) => Promise<SignupAnswer>;
  /** The registration the server answered with after a plan change: the checkout shows and charges its plan. */
  onPlanChanged?: (pending: PendingSignup) => void;
  /** The billing details of this registration's last payment attempt, from the server (another browser's typing). */
  savedBilling?: Required<BillingInput>;
};

const PLAN_CHANGE_UNREACHABLE = "The plan could not be changed. Please check your connection and try again.";

const EMPTY_CARD: SandboxCard = { number: "", expiry: "", cvc: "" };

/** 'Complete Your Purchase' (docs/product.md section 2, Checkout): idle → processing → success or error. */
export function Checkout({
  clientId,
  plan,
  customer,
  detectedCountry,
  locale,
  modes,
  words,
  onSuccess,
  onCancel,
  onStart,
  onError,
  notice,
  upgradeFrom,
  changePlan,
  onPlanChanged,
  savedBilling,
}: Props) {
  const idPrefix = useId();
  const company = <strong key="company">{customer.companyName}</strong>;
  // Kept in this tab for this registration, country included: a reload or a resumed payment starts with what was typed.
  const { billing, setBilling, chosenCountry, setChosenCountry } = useCheckoutBilling(
    clientId,
    customer.companyName,
    savedBilling,
  );
  const country = chosenCountry ?? defaultBillingCountry(detectedCountry);
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The test card's field the error is about: marked invalid and described by the error.
  const [invalidCardField, setInvalidCardField] = useState<keyof SandboxCard>();
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  // A live order whose gateway takes the card in an element on this page (components/checkout/gateways).
  const [liveOrder, setLiveOrder] = useState<{ reference: string; data: WidgetData } | null>(null);
  const elementConfirm = useRef<ElementConfirm | null>(null);
  const onElementReady = useCallback((confirm: ElementConfirm | null) => void (elementConfirm.current = confirm), []);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [changingPlan, setChangingPlan] = useState(false);
  const [planAnnouncement, setPlanAnnouncement] = useState("");
  // Pay was focused and is disabled while processing: the error takes focus, so it is read out and keyboard users stay here.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const gateway = gatewayForCountry(country);
  const mode = modes[gateway];
  const widget = checkoutWidget(gateway);
  const { referenceField, createFailed } = gatewayFacts(gateway);
  const priced = planInCurrency(plan, gatewayCurrency(gateway) ?? planCurrencyForCountry(country)) ?? plan;
  const shownPlan: SignupPlan = { ...plan, price: priced.price, currency: priced.currency, id: priced.id };
  // India: the price is plus 18 % GST, split by the billing state; the server computes the same from the catalog.
  const india = country === "IN";
  const order = checkoutOrder(priced, india ? billing.state : undefined);
  const payLabel = `Pay ${formatMinorMoney(order.total, order.currency)}`;

  const WidgetElement = widget.Element;

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setError(null);
    let sandboxCard: SandboxCard | undefined;
    if (mode === "sandbox") {
      const parsed = sandboxCardSchema.safeParse(card);
      if (!parsed.success) {
        setInvalidCardField(parsed.error.issues[0]?.path[0] as keyof SandboxCard | undefined);
        return fail(parsed.error.issues[0]?.message ?? PROCESSING_FAILED);
      }
      setInvalidCardField(undefined);
      sandboxCard = parsed.data;
    }
    // The server's rules (lib/billing/tax/billing-rules.ts): a business number makes the address required.
    const problems = billingProblems({ ...billing, country });
    setBillingErrors(problems);
    if (Object.keys(problems).length > 0) return fail(Object.values(problems)[0]!);
    if (liveOrder && !elementConfirm.current) return; // the gateway's element is still loading (or failed, with its retry)
    setProcessing(true);
    onStart?.();
    try {
      if (liveOrder) {
        await elementConfirm.current!();
        await confirmSession(clientId, gateway, { [referenceField]: liveOrder.reference });
        return onSuccess();
      }
      const { companyName: company_name, contactName: contact_name, email, phone } = customer;
      const session = await createSession(gateway, {
        client_id: clientId,
        plan_data: shownPlan,
        customer_data: { company_name, contact_name, email, phone },
        payment_gateway: gateway,
        country_code: country,
        currency_code: shownPlan.currency,
        billing: billingBody(billing, country),
      });
      if (session.sandbox) {
        await confirmSession(clientId, gateway, { [referenceField]: session.reference, card: sandboxCard });
      } else {
        const data = widget.read(session.data);
        if (!data) throw new PaymentError(createFailed);
        if (widget.Element) {
          setLiveOrder({ reference: session.reference, data });
          return setProcessing(false); // the visitor enters the card in the gateway's element, then pays
        }
        const proof = await widget.open!({
          reference: session.reference,
          amount: session.amount,
          data,
          description: `${plan.plan_name} (${plan.billing_cycle})`,
          customer: { name: customer.contactName, email: customer.email, contact: customer.phone },
        });
        if (!proof) return setProcessing(false); // dismissed: back to idle
        await confirmSession(clientId, gateway, proof);
      }
      onSuccess();
    } catch (caught) {
      const message = caught instanceof PaymentError || caught instanceof Error ? caught.message : PROCESSING_FAILED;
      // Paid already (in another tab or browser): nothing to pay here, on to the success screen.
      if (caught instanceof PaymentError && caught.code === "already_paid") return onSuccess();
      fail(message);
      setProcessing(false);
    }
  }

  // The plan control: the server switches the registration and answers with its plan, priced from the catalog; the
  // billing details, country and card typed so far stay as they are (docs/buying.md).
  async function choosePlan(planId: number) {
    if (!changePlan || changingPlan || processing) return;
    setChangingPlan(true);
    setError(null);
    setPlanAnnouncement("");
    let answer: SignupAnswer;
    try {
      answer = await changePlan({ plan_id: planId });
    } catch {
      answer = { success: false, code: "unavailable", error: PLAN_CHANGE_UNREACHABLE };
    }
    setChangingPlan(false);
    if ("resume" in answer) {
      setLiveOrder(null); // priced for the previous plan
      onPlanChanged?.(answer.resume);
      const { plan_name, billing_cycle } = answer.resume.plan;
      return setPlanAnnouncement(`Your plan is now ${plan_name} (${billing_cycle}).`);
    }
    // Paid meanwhile (another tab): nothing left to pay here, on to the success screen. ('ready' is a switch to Free,
    // which this control does not offer; a registration's success is not an answer it gets.)
    if ("ready" in answer || answer.success) return;
    if (answer.code === "already_paid") return onSuccess();
    setError(answer.error);
  }

  function fail(message: string) {
    setError(message);
    onError?.(message);
  }

  return (
    <form
      onSubmit={pay}
      noValidate
      aria-busy={processing}
      className="space-y-5"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-summary`}
    >
      <div>
        <StepHeading id={`${idPrefix}-title`}>Complete Your Purchase</StepHeading>
        <p id={`${idPrefix}-summary`} className="mt-1 text-sm text-slate-600">
          {upgradeFrom
            ? wordParts(words.signup.checkoutUpgrading, {
                companyName: company,
                fromPlan: upgradeFrom,
                planName: plan.plan_name,
                billingCycle: plan.billing_cycle,
              })
            : wordParts(words.signup.checkoutNewAccount, { companyName: company })}
        </p>
      </div>
      {notice}
      <CheckoutSummary plan={shownPlan} words={words.signup} />
      {changePlan ? (
        <CheckoutPlanChoice
          idPrefix={idPrefix}
          plan={plan}
          disabled={processing || changingPlan}
          onChoose={(planId) => void choosePlan(planId)}
          announcement={planAnnouncement}
          title={words.checkout.planChoice}
        />
      ) : null}
      <CountrySelect
        id={`${idPrefix}-country`}
        value={country}
        locale={locale}
        disabled={processing}
        onChange={(code) => {
          setChosenCountry(code);
          setLiveOrder(null); // the order was priced for the previous country
        }}
      />
      <CheckoutBilling
        idPrefix={idPrefix}
        country={country}
        billing={billing}
        errors={billingErrors}
        disabled={processing}
        onChange={setBilling}
        title={india ? words.checkout.billingIndia : words.checkout.billing}
        words={words.signup}
      />
      <OrderSummary order={order} title={words.checkout.orderSummary} testId="checkout-order" />
      <RenewalNote order={order} />
      <GatewayInfo gateway={gateway} mode={mode} words={words.gateway} signupWords={words.signup} />
      {mode === "sandbox" ? (
        <SandboxCardForm
          idPrefix={idPrefix}
          card={card}
          disabled={processing}
          onChange={setCard}
          invalid={invalidCardField}
          errorId={`${idPrefix}-error`}
          note={words.checkout.testCardNote}
          title={words.signup.cardDetails}
          badge={words.signup.testModeBadge}
        />
      ) : null}
      {mode === "live" && liveOrder && WidgetElement ? (
        <WidgetElement
          key={liveOrder.reference}
          data={liveOrder.data}
          onReady={onElementReady}
          words={{ loading: words.signup.cardFormLoading, retry: words.signup.cardFormRetry }}
        />
      ) : null}
      {error ? (
        <p
          id={`${idPrefix}-error`}
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      {error ? <HelpLinks words={words.signup} /> : null}
      {/* Pay first in the source and on screen at every width, so the Tab order is the order the eye reads. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button
          type="submit"
          disabled={processing || changingPlan || mode === "off"}
          className={buttonClasses("primary")}
        >
          {processing ? "Processing your payment..." : payLabel}
        </button>
        <button type="button" onClick={onCancel} disabled={processing} className={buttonClasses("secondary")}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The billing details as the payment routes take them (lib/billing/tax/billing.ts): only the parts that apply to the country. */
function billingBody(billing: CheckoutBillingInput, country: string) {
  const india = country === "IN";
  const part = (value: string) => value.trim() || undefined;
  return {
    country,
    name: billing.name.trim(),
    ...(india ? { state: billing.state, gstin: normaliseGstin(billing.gstin) || undefined } : {}),
    line1: part(billing.line1),
    city: part(billing.city),
    postal_code: part(billing.postalCode),
    region: india ? undefined : part(billing.region),
    tax_id: india ? undefined : normaliseTaxId(billing.taxId) || undefined,
  };
}
