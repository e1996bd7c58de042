import { OrderSummary } from "@/components/signup/order-summary";
import { SignInOrReset } from "@/components/signup/sign-in-or-reset";
import { Container } from "@/components/ui/container";
import { buttonClasses } from "@/components/ui/button-link";
import { RESUME_ACCOUNT_ACTIVE } from "@/lib/accounts/companies/messages";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { interfaceWords } from "@/lib/content/interface-words";
import { paidOrderForResumeLink } from "@/lib/accounts/signup/completion";
import { finishSignupFromLink } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Finish your signup",
    description: "Continue to the payment step of your LeadFlow registration.",
    path: "/signup/resume",
    noindex: true,
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const linkClasses = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

// The mailed link opens this page, and only the button spends it: mail scanners and link previews that open
// links on their own must not use it up (or sign themselves in). Opened after paying, it shows the paid order
// instead (docs/buying.md), without spending the link or signing anyone in.
export default async function ResumeSignupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const [paid, { signup: words }] = await Promise.all([
    typeof token === "string" ? paidOrderForResumeLink(token) : null,
    interfaceWords(),
  ]);
  return (
    <Container className="pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {paid ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{words.resumePaidTitle}</h1>
            <p className="mt-3 text-slate-600">{RESUME_ACCOUNT_ACTIVE}</p>
            <SignInOrReset className="mt-2 text-slate-600" linkClassName={linkClasses} />
            <div className="mt-6">
              <OrderSummary order={paid} title={words.orderCaption} testId="resume-order" />
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{words.resumeTitle}</h1>
            <p className="mt-3 text-slate-600">{words.resumeText}</p>
            <form action={finishSignupFromLink} className="mt-6">
              <input type="hidden" name="token" value={typeof token === "string" ? token : ""} />
              <button type="submit" className={`${buttonClasses("primary")} w-full`}>
                {words.resumeButton}
              </button>
            </form>
          </>
        )}
      </div>
    </Container>
  );
}
