import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { StaticImage } from "@/components/ui/static-image";

/**
 * The 404 message, shared by /error-page and the real not-found page: its text is content (content/error-pages.yaml);
 * "404" and "Go to Homepage" are the product's fixed wording (docs/editing.md, What stays in code).
 */
export function NotFoundMessage({ text }: { text: string }) {
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
      <p className="mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <ButtonLink href="/" className="mt-8">
        Go to Homepage
      </ButtonLink>
    </Container>
  );
}
