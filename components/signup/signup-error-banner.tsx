import type { Ref } from "react";
import type { HelpWords } from "./checkout-words";
import { HelpLinks } from "./help-links";

const SIGN_IN = "Sign in";

/** code: the answer's code (docs/architecture.md, The answer contract): email_taken links its "Sign in". */
type Props = {
  message: string;
  code?: string;
  signInUrl: string;
  helpWords: HelpWords;
  ref?: Ref<HTMLParagraphElement>;
};

/** The form's error banner (docs/product.md section 2). A taken e-mail's "Sign in" leads to the app's sign-in page. */
export function SignupErrorBanner({ message, code, signInUrl, helpWords, ref }: Props) {
  const at = code === "email_taken" ? message.indexOf(SIGN_IN) : -1;
  return (
    // tabIndex -1: the form may move focus here (a failure with no field to fix). A person to ask follows it.
    <>
      <p
        ref={ref}
        tabIndex={-1}
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
      >
        {at < 0 ? (
          message
        ) : (
          <>
            {message.slice(0, at)}
            <a href={signInUrl} className="font-semibold underline underline-offset-2 hover:text-red-950">
              {SIGN_IN}
            </a>
            {message.slice(at + SIGN_IN.length)}
          </>
        )}
      </p>
      {at < 0 ? <HelpLinks words={helpWords} /> : null}
    </>
  );
}
