import { ContactSection } from "@/components/contact/contact-section";
import { PageHeader } from "@/components/site/page-header";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { regionFrom, type RegionParams } from "../region-params";
import { sendContactMessage } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Contact us",
    description:
      "Talk to the LeadFlow team about plans, a demo for your sales team or moving your leads over. E-mail, phone, office address and a contact form.",
    path: "/contact-page",
  });

export default async function ContactPage(props: RegionParams) {
  const [region, contact, labels, { contact: heading }, words] = await Promise.all([
    regionFrom(props),
    siteCopy.read("contact"),
    siteCopy.read("sectionLabels"),
    siteCopy.read("pageHeadings"),
    interfaceWords(),
  ]);
  return (
    <>
      <PageHeader title={heading.title} text={heading.text} words={words.everyPage} />
      <ContactSection
        eyebrow={labels.contact}
        content={contact}
        phone={contact.phones[region]}
        action={sendContactMessage}
        words={words.contact}
      />
    </>
  );
}
