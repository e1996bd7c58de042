import { FieldsForm } from "@/components/forms/fields-form";
import { FormPage } from "@/components/site/form-page";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { checkDataDeletion } from "../actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Data deletion request status",
    description: "Check the progress of a LeadFlow data deletion request with its reference and your e-mail address.",
    path: "/data-deletion/status",
  });

export default function DataDeletionStatusPage() {
  return (
    <FormPage
      title="Data deletion request status"
      intro="Enter the reference from our e-mail (DDR-…) and the address you made the request with."
    >
      <FieldsForm
        className="mt-8"
        keepAfterDone
        action={checkDataDeletion}
        submitLabel="Check request"
        pendingLabel="Checking..."
        fields={[
          { name: "reference", label: "Request reference", maxLength: 20, hint: "For example DDR-2026-7KQ3-M9XH." },
          { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
        ]}
      />
    </FormPage>
  );
}
