import { ContactSection } from "@/components/contact/contact-section";
import { PageHeader } from "@/components/site/page-header";
import { siteCopy } from "@/lib/content/site-copy";
import { pageMetadata } from "@/lib/seo";
import { regionFrom, type RegionParams } from "../region-params";
import { sendContactMessage } from "./actions";

export const metadata = pageMetadata({
  title: "Contact us",
  description:
    "Talk to the LeadFlow team about plans, a demo for your sales team or moving your leads over. E-mail, phone, office address and a contact form.",
  path: "/contact-page",
});

export default async function ContactPage(props: RegionParams) {
  const [region, contact] = await Promise.all([regionFrom(props), siteCopy.read("contact")]);
  return (
    <>
      <PageHeader
        title="Contact Us"
        text="Questions, demos or help getting started: we answer within one business day."
      />
      <ContactSection content={contact} phone={contact.phones[region]} action={sendContactMessage} />
    </>
  );
}
