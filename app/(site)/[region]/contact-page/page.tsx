import { notFound } from "next/navigation";
import { contact } from "@/content/contact";
import { ContactSection } from "@/components/contact/contact-section";
import { PageHeader } from "@/components/site/page-header";
import { REGIONS, isRegion } from "@/lib/region/regions";
import { pageMetadata } from "@/lib/seo";

export const dynamicParams = false;
export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

export const metadata = pageMetadata({
  title: "Contact us",
  description:
    "Talk to the LeadFlow team about plans, a demo for your sales team or moving your leads over. E-mail, phone, office address and a contact form.",
  path: "/contact-page",
});

export default async function ContactPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  return (
    <>
      <PageHeader title="Contact Us" text="Questions, demos or help getting started: we answer within one business day." />
      <ContactSection content={contact} phone={contact.phones[region]} />
    </>
  );
}
