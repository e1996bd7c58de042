import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { CheckIcon } from "@/components/sections/check-icon";
import { RegisteredNotice } from "@/components/signup/registered-notice";
import { ResumeLinkNotice } from "@/components/signup/resume-link-notice";
import { SelectedPlan } from "@/components/signup/selected-plan";
import { SignupFlow } from "@/components/signup/signup-flow";
import { interfaceWords } from "@/lib/content/interface-words";
import { checkoutWordsFor } from "@/components/signup/checkout-words";
import { TestPaymentsBanner } from "@/components/site/test-payments-banner";
import { Container } from "@/components/ui/container";
import { visitorCountry } from "@/lib/site/request/meta";
import { UNAVAILABLE_PLAN_PATH } from "@/lib/accounts/signup/plan-link";
import { planRequested, signupPlanFromQuery, signupPrefill, toSignupPlan } from "@/lib/accounts/signup/page";
import { adminApi } from "@/lib/accounts/backend";
import { env } from "@/lib/platform/env";
import { paymentModes } from "@/lib/billing/payments/gateways";
import { sameCatalogPlan } from "@/lib/billing/plans/catalog";
import { suggestedPhonePrefix } from "@/lib/site/region/phone";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { siteCopy } from "@/lib/content/site-copy";
import { languageOf } from "@/lib/billing/tax/countries";
import { changeCheckoutPlan, completeSignup, registerCompany, resendWelcomeEmail } from "./actions";
import { resumeLinkOutcome } from "./resume-link";
import { sessionSignup } from "@/lib/accounts/signup/session";
import { registeredOrder, resumedBilling } from "@/lib/accounts/signup/completion";
import { appLoginUrl } from "@/lib/site/app-urls";
import { fillWords } from "@/lib/site/words";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Create an account",
    description: "Register your company on LeadFlow: capture, assign and convert every lead, free to start.",
    path: "/signup",
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Dynamic (query, cookies): plan and prefill come from the link that brought the visitor here.
export default async function SignupPage({ searchParams }: Props) {
  const [params, headerList, cookieStore, session, words, { signup: interfaceSignup }] = await Promise.all([
    searchParams,
    headers(),
    cookies(),
    sessionSignup(),
    siteCopy.read("signup"),
    interfaceWords(),
  ]);
  const resume = session?.pending ?? null;
  const country = visitorCountry(headerList, (name) => cookieStore.get(name)?.value);
  // In the visitor's currency, as registration stores it and the checkout charges it.
  const catalogPlan = signupPlanFromQuery(params, country);
  // A link naming a plan the catalog lacks: the plans to choose from, with a note (docs/buying.md, Links by name).
  if (planRequested(params) && !catalogPlan) redirect(UNAVAILABLE_PLAN_PATH);
  const plan = catalogPlan ? toSignupPlan(catalogPlan) : null;
  // This browser's company, ready: a reload shows its success again; a plan chosen since, the form for another one.
  const registered = session?.registered ?? null;
  const { planChange } = adminApi().capabilities;
  const choseOtherPlan = Boolean(registered && catalogPlan && !sameCatalogPlan(catalogPlan.id, registered.plan?.id));
  // A ready account on a free plan, and a paid plan chosen since: its upgrade, paid here. A remote provider offers no
  // call for that: its accounts change plan in the app.
  const upgrade =
    registered && !registered.paid && catalogPlan && catalogPlan.price > 0 && planChange ? registered : null;
  const linkOutcome = resumeLinkOutcome(params);
  // A reload of the completion page shows what was bought again (docs/buying.md, One order summary).
  const order = registered && !choseOtherPlan ? await registeredOrder(registered.client_id) : null;
  // A resumed checkout starts with the billing details of its last attempt, whichever browser typed them.
  const savedBilling = resume ? await resumedBilling(resume.client_id) : null;
  const modes = paymentModes();

  return (
    <Container className="pb-20 pt-28 sm:pt-32">
      {Object.values(modes).includes("sandbox") ? (
        <div className="mx-auto max-w-6xl">
          <TestPaymentsBanner words={interfaceSignup} />
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="lg:pt-6">
          {/* The product's fixed heading; the words under it are content/signup.yaml's (docs/editing.md). */}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Create an account!</h1>
          <p className="mt-4 text-lg text-slate-600">{words.intro}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {words.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckIcon />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          {linkOutcome ? <ResumeLinkNotice outcome={linkOutcome} /> : null}
          {registered && choseOtherPlan && !upgrade ? (
            <RegisteredNotice registered={registered} signInUrl={appLoginUrl(env.appUrl)} words={interfaceSignup} />
          ) : null}
          <SignupFlow
            register={registerCompany}
            complete={completeSignup}
            resend={resendWelcomeEmail}
            initialValues={signupPrefill(params)}
            plan={plan}
            planSummary={plan ? <SelectedPlan plan={plan} words={interfaceSignup} /> : undefined}
            idempotencyKey={randomUUID()}
            phoneHint={fillWords(interfaceSignup.phoneHint, { prefix: suggestedPhonePrefix(country) })}
            appUrl={env.appUrl}
            country={country}
            locale={languageOf(headerList.get("accept-language"))}
            paymentModes={modes}
            checkoutWords={checkoutWordsFor(words, modes, interfaceSignup)}
            resume={resume}
            registered={choseOtherPlan ? null : registered}
            registeredOrder={order}
            resumeBilling={resume && savedBilling ? { clientId: resume.client_id, billing: savedBilling } : null}
            upgrade={upgrade}
            changePlan={planChange ? changeCheckoutPlan : undefined}
            // A remote provider offers no call to change a plan before payment: its registration pays the plan it has.
            resumeChangesPlan={Boolean(
              resume && catalogPlan && !sameCatalogPlan(catalogPlan.id, resume.plan.id) && planChange,
            )}
          />
        </div>
      </div>
    </Container>
  );
}
