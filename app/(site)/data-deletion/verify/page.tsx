import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { Container } from "@/components/ui/container";
import { deletionLinkKey } from "@/lib/inbox/data-deletion/app-links";
import { CONFIRM_LINK_INVALID, requestForLink } from "@/lib/inbox/data-deletion/request";
import { SCOPE_LABELS } from "@/lib/inbox/data-deletion/rules";
import { deletionStateText } from "@/lib/inbox/data-deletion/status";
import { getDb } from "@/lib/platform/db";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { fillWords } from "@/lib/site/words";
import { verifySignedId } from "@/lib/platform/security/signed-id";
import { confirmDataDeletion } from "./actions";

export const generateMetadata = async () =>
  editablePageMetadata({
    title: (await interfaceWords()).dataDeletion.confirmTitle,
    description: "Confirm a request to delete personal data held by LeadFlow.",
    path: "/data-deletion/verify",
    noindex: true,
  });

type Props = { searchParams: Promise<{ token?: string | string[] }> };

// The link in the confirmation e-mail. Opening it only asks (a mail scanner following links confirms nothing).
export default async function VerifyDataDeletionPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const tokenText = typeof token === "string" ? token : "";
  const request = await requestForLink(await getDb(), verifySignedId(deletionLinkKey(), tokenText));
  const { dataDeletion: words } = await interfaceWords();
  return (
    <Container className="max-w-xl pb-20 pt-28 text-center sm:pt-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.confirmTitle}</h1>
      {!request ? (
        <p className="mt-6 text-lg text-slate-700">{CONFIRM_LINK_INVALID}</p>
      ) : request.status !== "unverified" ? (
        <p className="mt-6 text-lg text-slate-700">{deletionStateText(request)}</p>
      ) : (
        <LinkActionForm
          action={confirmDataDeletion}
          token={tokenText}
          question={fillWords(words.confirmQuestion, {
            reference: request.reference,
            email: request.email,
            scope: SCOPE_LABELS[request.scope].toLowerCase(),
          })}
          submitLabel="Confirm my request"
          pendingLabel="Confirming..."
        />
      )}
      <Link
        href="/data-deletion"
        className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {words.backToPolicy}
      </Link>
    </Container>
  );
}
