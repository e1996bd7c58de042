import { IllustratedMessage } from "@/components/site/illustrated-message";
import { ButtonLink } from "@/components/ui/button-link";
import { LINK_EXPIRED_PATH, MODERATION_LINK_DAYS } from "@/lib/inbox/comments/links";
import { editablePageMetadata } from "@/lib/content/page-seo";

const TITLE = "This moderation link has expired or is not valid";
const TEXT = `Moderation links work for ${MODERATION_LINK_DAYS} days after the comment was posted, and only as they were sent. Nothing was changed: a comment stays unpublished until a valid approve link is used.`;

// Reached only from links in e-mails: kept out of search results.
export const generateMetadata = () =>
  editablePageMetadata({ title: TITLE, description: TEXT, path: LINK_EXPIRED_PATH, noindex: true });

export default function CommentLinkExpiredPage() {
  return (
    <IllustratedMessage image="/images/illustrations/not-found.svg" title={TITLE}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Go to Homepage</ButtonLink>
      </div>
    </IllustratedMessage>
  );
}
