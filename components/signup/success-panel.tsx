import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { EmailAddress } from "@/components/ui/email-address";
import type { OrderSummaryInput } from "@/lib/billing/plans/order-summary";
import { wordParts } from "@/lib/site/words";
import type { FlowWords } from "./checkout-words";
import { OrderSummary } from "./order-summary";
import { ResendEmail, type ResendAction } from "./resend-email";
import { StepHeading } from "./step-heading";
import { appDashboardUrl } from "@/lib/site/app-urls";

type Props = {
  email: string;
  appUrl: string;
  /**
   * The sync warning (docs/product.md section 8); the API key is shown with it so support can finish the setup. A payment
   * resumed after a reload has no key to show: it is only in the first registration answer.
   */
  warning?: { message: string; apiKey?: string };
  /** The company's API key, known in the registration's first answer only: shown once, here (docs/product.md). */
  apiKey?: string;
  paymentSucceeded?: boolean;
  planSelected: boolean;
  /** Sends the welcome e-mail again; without it the button is not shown. */
  resend?: ResendAction;
  /** Shown again after a reload: which company, and the way on to register another one. */
  companyName?: string;
  onRegisterAnother?: () => void;
  /** A paid upgrade of an account that was ready already: no new login details, the plan it has now. */
  upgrade?: { companyName: string; planName: string };
  /** What was bought (or 'Free plan'), as the checkout and the receipt show it (docs/buying.md, One order summary). */
  order?: OrderSummaryInput | null;
  /** The panel's words from content/interface-words.yaml (SPEC's fixed wording stays here: docs/editing.md). */
  words: FlowWords;
};

/** docs/product.md section 2, mode 4. */
export function SuccessPanel({
  email,
  appUrl,
  warning,
  paymentSucceeded,
  planSelected,
  resend,
  companyName,
  onRegisterAnother,
  upgrade,
  order,
  apiKey,
  words,
}: Props) {
  return (
    <div className="py-4">
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </div>
      {/* "Registration Successful!" is the product's fixed wording (docs/product.md section 2); the upgrade's is staff's. */}
      <StepHeading className="mt-4">{upgrade ? words.upgradeSuccessful : "Registration Successful!"}</StepHeading>
      {companyName ? (
        <p className="mt-3 text-slate-700">
          {wordParts(words.companyRegistered, {
            companyName: (
              <strong key="company" className="break-words">
                {companyName}
              </strong>
            ),
          })}
        </p>
      ) : null}
      {paymentSucceeded ? <p className="mt-3 font-medium text-green-800">{words.paymentSucceeded}</p> : null}
      {order ? (
        <div className="mt-4">
          <OrderSummary order={order} title={words.orderCaption} testId="completion-order" />
        </div>
      ) : null}
      {warning ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">{warning.message}</p>
          {warning.apiKey ? (
            <>
              <p className="mt-3">{words.warningApiKey}</p>
              <code
                className="mt-1 block break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-ink ring-1 ring-amber-200"
                data-testid="api-key"
              >
                {warning.apiKey}
              </code>
            </>
          ) : null}
        </div>
      ) : upgrade ? (
        <div className="mt-3 space-y-2 text-slate-700">
          <p>
            {wordParts(words.upgraded, {
              companyName: (
                <strong key="company" className="break-words">
                  {upgrade.companyName}
                </strong>
              ),
              planName: upgrade.planName,
            })}
          </p>
          <p>{wordParts(words.upgradeReceipt, { email: <EmailAddress key="email" address={email} /> })}</p>
        </div>
      ) : (
        <div className="mt-3 space-y-2 text-slate-700">
          <p>{wordParts(words.credentialsSent, { email: <EmailAddress key="email" address={email} /> })}</p>
          <p>{words.checkInbox}</p>
          {resend ? <ResendEmail resend={resend} words={words} /> : null}
          {apiKey ? <NewApiKey apiKey={apiKey} words={words} /> : null}
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={appDashboardUrl(appUrl)} className={buttonClasses("primary")}>
          Continue to Dashboard
        </a>
        {planSelected ? null : (
          <Link href="/pricing" className={buttonClasses("secondary")}>
            {words.goToPricing}
          </Link>
        )}
      </div>
      {onRegisterAnother ? (
        <button
          type="button"
          onClick={onRegisterAnother}
          className="mt-6 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {words.registerAnother}
        </button>
      ) : null}
    </div>
  );
}

/** Where the signup page's "its own API key" promise is kept: the key, once, with what to do when it is lost. */
function NewApiKey({ apiKey, words }: { apiKey: string; words: Pick<FlowWords, "apiKeyTitle" | "apiKeyNote"> }) {
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <p className="font-medium text-ink">{words.apiKeyTitle}</p>
      <code
        className="mt-2 block break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-ink ring-1 ring-slate-200"
        data-testid="new-api-key"
      >
        {apiKey}
      </code>
      <p className="mt-2 text-slate-600">{words.apiKeyNote}</p>
    </div>
  );
}
