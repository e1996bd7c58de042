import { EmailForm } from "@/components/forms/email-form";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { subscribeToNewsletter } from "../_actions/mailing-lists";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Subscribe to the newsletter",
    description:
      "Sales playbooks on lead response, follow-up cadences and pipeline reviews, twice a month. Subscribe to the LeadFlow newsletter.",
    path: "/subscribe-page",
  });

export default async function SubscribePage() {
  const newsletter = await siteCopy.read("newsletter");
  return (
    <IllustratedMessage image="/images/illustrations/subscribe.svg" title={newsletter.pageTitle}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{newsletter.headingText}</p>
      <EmailForm
        className="mt-8 w-full max-w-xl text-left"
        label={newsletter.emailLabel}
        submitLabel={newsletter.submitLabel}
        placeholder={newsletter.emailPlaceholder}
        note={newsletter.note}
        prefillParam="email"
        action={subscribeToNewsletter}
      />
    </IllustratedMessage>
  );
}
