import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";

export const NOT_FOUND_TEXT =
  "The page you are looking for might have been removed had its name changed or is temporarily unavailable.";

/** SPEC's 404 text, shared by /error-page and the real not-found page. */
export function NotFoundMessage() {
  return (
    <Container className="flex flex-col items-center py-28 text-center sm:py-32">
      {/* A plain img: next/image passes an SVG through unchanged, and as the root not-found page's only image it would
          put next/image's client code (about 6 KiB) on every page, since every page carries the not-found boundary.
          Lazy, because React preloads an eager image of that boundary from every page's head. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/illustrations/not-found.svg" alt="" width={600} height={400} loading="lazy" className="h-auto w-full max-w-sm" />
      <h1 className="mt-8 text-6xl font-extrabold tracking-tight text-brand-700">404</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{NOT_FOUND_TEXT}</p>
      <ButtonLink href="/" className="mt-8">
        Go to Homepage
      </ButtonLink>
    </Container>
  );
}
