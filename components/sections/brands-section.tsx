import { StaticImage } from "@/components/ui/static-image";
import type { BrandsContent } from "@/lib/content/landing-types";
import { Container } from "@/components/ui/container";

type Props = { content: BrandsContent; tone?: "white" | "muted" };

/** A quiet strip of customer logos; each logo's alt text is the company name. */
export function BrandsSection({ content, tone = "white" }: Props) {
  return (
    <section
      id="brands"
      aria-labelledby="brands-title"
      className={`border-y border-slate-200 py-12 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <Container>
        <h2 id="brands-title" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600">
          {content.heading}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {content.brands.map((brand) => (
            <li key={brand.name} className="flex justify-center">
              <StaticImage {...brand.logo} className="h-auto w-full max-w-[160px]" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
