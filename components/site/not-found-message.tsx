import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { StaticImage } from "@/components/ui/static-image";

export const NOT_FOUND_TEXT =
  "The page you are looking for might have been removed had its name changed or is temporarily unavailable.";

/** the product's 404 text, shared by /error-page and the real not-found page. */
export function NotFoundMessage() {
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-32">
      {/* Lazy: every page carries the not-found boundary, and its image is needed only when it shows. */}
      <StaticImage
        src="/images/illustrations/not-found.svg"
        alt=""
        width={600}
        height={400}
        loading="lazy"
        className="h-auto w-full max-w-sm"
      />
      <h1 className="mt-8 text-6xl font-extrabold tracking-tight text-brand-700">404</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{NOT_FOUND_TEXT}</p>
      <ButtonLink href="/" className="mt-8">
        Go to Homepage
      </ButtonLink>
    </Container>
  );
}
