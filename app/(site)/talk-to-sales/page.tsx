import { FieldsForm } from "@/components/forms/fields-form";
import { FormPage } from "@/components/site/form-page";
import { TEAM_SIZES } from "@/lib/inbox/sales/rules";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { siteCopy } from "@/lib/content/site-copy";
import { sendSalesInquiry } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Talk to sales",
    description:
      "Tell the LeadFlow sales team about your sales organisation and when to call you about the Enterprise plan.",
    path: "/talk-to-sales",
  });

export default async function TalkToSalesPage() {
  const { talkToSales: heading } = await siteCopy.read("pageHeadings");
  return (
    <FormPage title={heading.title} width="xl" intro={heading.text}>
      <FieldsForm
        className="mt-8"
        action={sendSalesInquiry}
        submitLabel="Send to sales"
        fields={[
          { name: "name", label: "Name", autoComplete: "name", maxLength: 120 },
          { name: "email", label: "Work email", type: "email", autoComplete: "email", maxLength: 254 },
          { name: "company", label: "Company", autoComplete: "organization", maxLength: 200 },
          {
            name: "team_size",
            label: "Team size",
            type: "select",
            options: TEAM_SIZES.map((size) => ({ value: size, label: `${size} people` })),
          },
          { name: "message", label: "Message", type: "textarea", maxLength: 5000 },
          {
            name: "preferred_time",
            label: "Preferred time for a call",
            optional: true,
            maxLength: 200,
            hint: "For example: weekday mornings, IST.",
          },
        ]}
      />
    </FormPage>
  );
}
