import Link from "next/link";
import { FieldsForm } from "@/components/forms/fields-form";
import { LegalDocument } from "@/components/legal/legal-document";
import { Container } from "@/components/ui/container";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { SCOPE_LABELS } from "@/lib/inbox/data-deletion/rules";
import { DELETION_SCOPES } from "@/lib/platform/db/schema/data-deletion";
import { wordParts } from "@/lib/site/words";
import { legalRoute } from "../_legal/legal-route";
import { requestDataDeletion } from "./actions";

export const generateMetadata = legalRoute("data-deletion").generateMetadata;

export default async function DataDeletionPage() {
  const [{ document, documents }, { legal: words, everyPage: trail, dataDeletion }] = await Promise.all([
    siteCopy.legalPage("data-deletion"),
    interfaceWords(),
  ]);
  return (
    <>
      <LegalDocument document={document} documents={documents} words={words} trail={trail} />
      <Container className="pb-20">
        <section
          id="request-form"
          aria-labelledby="request-form-title"
          className="mx-auto max-w-2xl scroll-mt-24 rounded-2xl p-6 ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="request-form-title" className="text-2xl font-semibold tracking-tight">
            {dataDeletion.requestHeading}
          </h2>
          <p className="mt-2 text-slate-700">
            {wordParts(dataDeletion.requestText, {
              checkRequest: (
                <Link
                  key="status"
                  href="/data-deletion/status"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {dataDeletion.checkRequest}
                </Link>
              ),
            })}
          </p>
          <FieldsForm
            className="mt-6"
            action={requestDataDeletion}
            submitLabel="Send request"
            fields={[
              {
                name: "email",
                label: "Email",
                type: "email",
                autoComplete: "email",
                maxLength: 254,
                hint: "The address linked to the account or data.",
              },
              { name: "company", label: "Company", autoComplete: "organization", maxLength: 200 },
              {
                name: "scope",
                label: "What should we delete?",
                type: "select",
                options: DELETION_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] })),
              },
              { name: "note", label: "Note", type: "textarea", optional: true, maxLength: 2000 },
            ]}
          />
        </section>
      </Container>
    </>
  );
}
