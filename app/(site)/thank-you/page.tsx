import { IllustratedMessage } from "@/components/site/illustrated-message";
import { ButtonLink } from "@/components/ui/button-link";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { siteCopy } from "@/lib/content/site-copy";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Thank you",
    description: "Thank you for getting in touch with LeadFlow. We will get back to you soon.",
    path: "/thank-you",
    // A confirmation, not a page to land on from a search.
    noindex: true,
  });

export default async function ThankYouPage() {
  const { title, text, button } = await siteCopy.read("thankYou");
  return (
    <IllustratedMessage image="/images/illustrations/thank-you.svg" title={title}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <ButtonLink href={button.link} className="mt-8">
        {button.name}
      </ButtonLink>
    </IllustratedMessage>
  );
}
