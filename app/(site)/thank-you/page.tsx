import { IllustratedMessage } from "@/components/site/illustrated-message";
import { ButtonLink } from "@/components/ui/button-link";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Thank you",
    description: "Thank you for getting in touch with LeadFlow. We will get back to you soon.",
    path: "/thank-you",
    // A confirmation, not a page to land on from a search.
    noindex: true,
  });

export default function ThankYouPage() {
  return (
    <IllustratedMessage image="/images/illustrations/thank-you.svg" title="Thank you!">
      <p className="mt-4 max-w-xl text-lg text-slate-600">
        We have received your request. A member of our team will get back to you within one business day.
      </p>
      <ButtonLink href="/" className="mt-8">
        Go to Homepage
      </ButtonLink>
    </IllustratedMessage>
  );
}
