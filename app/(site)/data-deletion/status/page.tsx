import { FieldsForm } from "@/components/forms/fields-form";
import { FormPage } from "@/components/site/form-page";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { checkDataDeletion } from "../actions";

export const generateMetadata = async () =>
  editablePageMetadata({
    title: (await interfaceWords()).dataDeletion.statusTitle,
    description: "Check the progress of a LeadFlow data deletion request with its reference and your e-mail address.",
    path: "/data-deletion/status",
  });

export default async function DataDeletionStatusPage() {
  const { dataDeletion: words } = await interfaceWords();
  return (
    <FormPage title={words.statusTitle} intro={words.statusIntro}>
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
