"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { sectionHref, type NavLink } from "./nav-links";
import { useRegionalPage } from "./use-regional-page";

const linkClasses = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";

/** Home, Features, Pricing, Contact: plain in-page anchors on a home page, links to the home page elsewhere. */
export function HeaderNav({ links, label }: { links: readonly NavLink[]; label: string }) {
  const { onHomePage } = useRegionalPage();
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.section}>
            {onHomePage ? (
              <a href={sectionHref(link.section, true)} className={linkClasses}>
                {link.name}
              </a>
            ) : (
              <IntentLink href={sectionHref(link.section, false)} className={linkClasses}>
                {link.name}
              </IntentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
