import Link from "next/link";
import type { FooterContent, Link as FooterLink } from "@/lib/content/types";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { Logo } from "./logo";

const COLUMNS = [
  ["company", "Company"],
  ["product", "Product"],
  ["support", "Support"],
] as const;

export function Footer({ content }: { content: FooterContent | null }) {
  if (!content) {
    return (
      <footer className="focus-inverse bg-slate-950 py-12">
        <Container>
          <EmptyState message="No footer content available." />
        </Container>
      </footer>
    );
  }
  return (
    <footer className="focus-inverse bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{content.description}</p>
        </div>
        {COLUMNS.map(([key, title]) => (
          <FooterColumn key={key} title={title} links={content.footerLinks[key]} />
        ))}
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-6 text-sm text-slate-400">
          <p>{content.copyright}</p>
        </Container>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.link}>
            <Link href={link.link} className="inline-block py-1.5 text-sm text-slate-300 hover:text-white">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
