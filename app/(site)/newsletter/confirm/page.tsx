import Link from "next/link";
import { redirect } from "next/navigation";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { getDb } from "@/lib/platform/db";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import { confirmView } from "@/lib/inbox/mailing-list/confirm";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { fillWords } from "@/lib/site/words";
import { confirmSubscription } from "./actions";

export const generateMetadata = async () =>
  editablePageMetadata({
    title: (await interfaceWords()).newsletter.confirmTitle,
    description: "Confirm a LeadFlow mailing list subscription.",
    path: "/newsletter/confirm",
    noindex: true,
  });

type Props = { searchParams: Promise<{ token?: string | string[] }> };

// The link in a confirmation e-mail. Opening it only asks (a mail scanner following links confirms nobody); an
// address already confirmed goes on to its page, a bad or used link to the expired-link page.
export default async function ConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const tokenText = typeof token === "string" ? token : "";
  const view = await confirmView(await getDb(), mailingListLinkKey(), tokenText);
  if (view.status === "invalid") redirect("/newsletter/link-expired");
  if (view.status === "confirmed") redirect(view.path);
  const { newsletter: words } = await interfaceWords();
  return (
    <IllustratedMessage image="/images/illustrations/subscribe.svg" title={words.confirmTitle}>
      <LinkActionForm
        action={confirmSubscription}
        token={tokenText}
        question={fillWords(words.confirmQuestion, { email: view.email, listName: view.listName })}
        submitLabel="Confirm subscription"
        pendingLabel="Confirming..."
      />
      <Link href="/" className="mt-8 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Go to Homepage
      </Link>
    </IllustratedMessage>
  );
}
