import { StaticImage } from "@/components/ui/static-image";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { env } from "@/lib/platform/env";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { interfaceWords } from "@/lib/content/interface-words";
import { wordParts } from "@/lib/site/words";
import { appLoginUrl } from "@/lib/site/app-urls";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Sign in",
    description: "Sign in to the LeadFlow app to work your leads, pipeline and follow-ups.",
    path: "/login",
  });

const fieldClasses = "mt-2 min-h-11 w-full rounded-lg border border-slate-300 px-3.5 py-2 text-ink";
const linkClasses = "font-semibold text-brand-700 underline-offset-4 hover:underline";

// Accounts live in the product app. The form posts both fields straight to the app's login (a plain cross-origin form
// post, which the CSP's form-action allows for APP_URL only): the password never passes through this site, and the
// browser's password manager fills and saves the pair here. The page's words are staff's (content/interface-words.yaml);
// the fields' labels and the button are the product's.
export default async function LoginPage() {
  const { signIn: words } = await interfaceWords();
  return (
    <Container className="grid items-center gap-12 pb-20 pt-28 sm:pt-32 lg:grid-cols-2">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.loginTitle}</h1>
        <p className="mt-4 text-lg text-slate-600">{words.loginIntro}</p>
        <form action={appLoginUrl(env.appUrl)} method="post" className="mt-8 max-w-md space-y-5">
          <div>
            <label htmlFor="login-email" className="block text-sm font-medium text-ink">
              Email
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor="login-password" className="block text-sm font-medium text-ink">
              Password
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={fieldClasses}
            />
          </div>
          <button type="submit" className={`${buttonClasses("primary")} w-full`}>
            Sign in
          </button>
          <p className="text-sm text-slate-600">
            <Link href="/forgot" className={linkClasses}>
              {words.forgotLink}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {wordParts(words.newHere, {
              signUp: (
                <Link key="sign-up" href="/signup" className={linkClasses}>
                  {words.signUp}
                </Link>
              ),
            })}
          </p>
        </form>
      </div>
      <StaticImage
        src="/images/illustrations/login.svg"
        alt=""
        width={600}
        height={500}
        className="mx-auto hidden h-auto w-full max-w-md lg:block"
      />
    </Container>
  );
}
