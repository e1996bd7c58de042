import Link from "next/link";
import { splitLinks } from "@/lib/site/legal/link-text";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** A run of legal text in which [label](/path) and e-mail addresses become links. */
export function LegalText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) => {
    if (!part.href) return part.text;
    return part.href.startsWith("mailto:") ? (
      <a key={index} href={part.href} className={`${linkClass} break-all`}>
        {part.text}
      </a>
    ) : (
      <Link key={index} href={part.href} className={linkClass}>
        {part.text}
      </Link>
    );
  });
}
