import { Container } from "@/components/ui/container";
import { IntentLink } from "@/components/ui/intent-link";
import type { EveryPageWords } from "@/lib/content/interface-words";

type Crumb = { name: string; href?: string };
/** The trail's first link and its name for screen readers (content/interface-words.yaml). */
export type TrailWords = Pick<EveryPageWords, "trailHome" | "trail">;
type Props = { title: string; text?: string; crumbs?: Crumb[]; words: TrailWords };

/** The breadcrumb header of every inner page: the page's one h1 and a trail that starts at the home page. */
export function PageHeader({ title, text, crumbs = [], words }: Props) {
  const trail: Crumb[] = [{ name: words.trailHome, href: "/" }, ...crumbs, { name: title }];
  return (
    <section className="focus-inverse bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 pb-14 pt-28 text-white sm:pb-16 sm:pt-32">
      <Container>
        <nav aria-label={words.trail}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-100">
            {trail.map((crumb, index) => (
              // The separator ends its item, so a trail that wraps (a long post title on a phone) starts no line with it.
              <li key={`${crumb.name}-${index}`} className="flex min-w-0 items-center gap-2">
                {crumb.href && index < trail.length - 1 ? (
                  <IntentLink href={crumb.href} className="underline-offset-4 hover:text-white hover:underline">
                    {crumb.name}
                  </IntentLink>
                ) : (
                  <span aria-current="page" className="text-white">
                    {crumb.name}
                  </span>
                )}
                {index < trail.length - 1 ? <span aria-hidden="true">/</span> : null}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {text ? <p className="mt-4 max-w-2xl text-lg text-brand-100">{text}</p> : null}
      </Container>
    </section>
  );
}
