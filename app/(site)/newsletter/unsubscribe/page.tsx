import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { getDb } from "@/lib/platform/db";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import { UNSUBSCRIBE_LINK_INVALID, unsubscribedMessage, unsubscribeView } from "@/lib/inbox/mailing-list/unsubscribe";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { fillWords } from "@/lib/site/words";
import { unsubscribe } from "./actions";

export const generateMetadata = async () =>
  editablePageMetadata({
    title: (await interfaceWords()).newsletter.unsubscribeTitle,
    description: "Stop e-mails from a LeadFlow mailing list.",
    path: "/newsletter/unsubscribe",
    noindex: true,
  });

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const tokenText = typeof token === "string" ? token : "";
  const view = await unsubscribeView(await getDb(), mailingListLinkKey(), tokenText);
  const { newsletter: words } = await interfaceWords();
  return (
    <IllustratedMessage image="/images/illustrations/subscribe.svg" title={words.unsubscribeTitle}>
      {view.status === "subscribed" ? (
        <LinkActionForm
          action={unsubscribe}
          token={tokenText}
          question={fillWords(words.unsubscribeQuestion, { listName: view.listName, email: view.email })}
          submitLabel="Unsubscribe"
          pendingLabel="Unsubscribing..."
        />
      ) : (
        <p className="mt-4 max-w-xl text-lg text-slate-600">
          {view.status === "unsubscribed" ? unsubscribedMessage(view.email, view.listName) : UNSUBSCRIBE_LINK_INVALID}
        </p>
      )}
      <Link href="/" className="mt-8 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Go to Homepage
      </Link>
    </IllustratedMessage>
  );
}
