import Link from "next/link";
import { EmailForm } from "@/components/forms/email-form";
import { Container } from "@/components/ui/container";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { interfaceWords } from "@/lib/content/interface-words";
import { wordParts } from "@/lib/site/words";
import { requestReset } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Forgot your password?",
    description: "Reset the password of your LeadFlow account.",
    path: "/forgot",
  });

// The page's words are staff's (content/interface-words.yaml); the field's label and the button are the product's.
export default async function ForgotPage() {
  const { signIn: words } = await interfaceWords();
  return (
    <Container className="max-w-lg pb-20 pt-28 sm:pt-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.forgotTitle}</h1>
      <p className="mt-4 text-lg text-slate-600">{words.forgotIntro}</p>
      <EmailForm className="mt-8" label="Email" submitLabel="Reset Password" action={requestReset} />
      <p className="mt-6 text-sm text-slate-600">
        {wordParts(words.remembered, {
          backToSignIn: (
            <Link
              key="sign-in"
              href="/login"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {words.backToSignIn}
            </Link>
          ),
        })}
      </p>
    </Container>
  );
}
