import { FieldsForm } from "@/components/forms/fields-form";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/seo";
import { checkDataDeletion } from "../actions";

export const metadata = pageMetadata({
  title: "Data deletion request status",
  description: "Check the progress of a LeadFlow data deletion request with its reference and your e-mail address.",
  path: "/data-deletion/status",
});

export default function DataDeletionStatusPage() {
  return (
    <Container className="max-w-lg pb-20 pt-28 sm:pt-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Data deletion request status</h1>
      <p className="mt-4 text-lg text-slate-600">Enter the reference from our e-mail (DDR-…) and the address you made the request with.</p>
      <FieldsForm
        className="mt-8"
        keepAfterDone
        action={checkDataDeletion}
        submitLabel="Check request"
        pendingLabel="Checking..."
        fields={[
          { name: "reference", label: "Request reference", maxLength: 20, hint: "For example DDR-2026-000042." },
          { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
        ]}
      />
    </Container>
  );
}
