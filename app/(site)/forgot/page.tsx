import Link from "next/link";
import { EmailForm } from "@/components/forms/email-form";
import { Container } from "@/components/ui/container";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { requestReset } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Forgot your password?",
    description: "Reset the password of your LeadFlow account.",
    path: "/forgot",
  });

export default function ForgotPage() {
  return (
    <Container className="max-w-lg pb-20 pt-28 sm:pt-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Forgot your password?</h1>
      <p className="mt-4 text-lg text-slate-600">
        Enter the e-mail address you registered with and we will send you a link to choose a new password.
      </p>
      <EmailForm className="mt-8" label="Email" submitLabel="Reset Password" action={requestReset} />
      <p className="mt-6 text-sm text-slate-600">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </Container>
  );
}
