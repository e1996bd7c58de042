"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ToggleEvent } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { sectionHref, type NavLink } from "./nav-links";
import { RegionSelector } from "./region-selector";
import { useRegionalPage } from "./use-regional-page";
import { appLoginUrl } from "@/lib/site/app-urls";
import type { EveryPageWords } from "@/lib/content/interface-words";

const linkClasses = "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100";
const MENU_ID = "mobile-menu";

/**
 * The small-screen menu: a button that opens a native popover, so it works before the page's JavaScript has loaded
 * (or without it): the browser itself opens it, and closes it on Escape or a click outside, returning focus to the
 * button. Once hydrated, choosing a link or focus moving out of the panel (Tab past the last item) closes it too.
 */
export function MobileMenu({
  appUrl,
  links,
  words,
}: {
  appUrl: string;
  links: readonly NavLink[];
  words: Pick<EveryPageWords, "menuButton" | "phoneMenu" | "region">;
}) {
  // null until hydrated: before that the browser exposes the popover button's expanded state itself.
  const [open, setOpen] = useState<boolean | null>(null);
  const { onHomePage } = useRegionalPage();
  const panel = useRef<HTMLDivElement>(null);

  // The visitor may have opened the menu before hydration.
  useEffect(() => setOpen(panel.current?.matches(":popover-open") ?? false), []);

  const close = () => panel.current?.hidePopover();

  // After a region chosen in this menu reloads the page, the menu opens again with focus on the selector.
  const reopenAtRegion = useCallback(() => {
    panel.current?.showPopover();
    panel.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, []);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // relatedTarget is null when focus leaves the page or goes nowhere (a click on text): light dismiss decides.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  }

  return (
    <div className="group lg:hidden" onBlur={onBlur}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-expanded={open ?? undefined}
        aria-controls={MENU_ID}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{words.menuButton}</span>
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-has-[:popover-open]:inline" />
        </svg>
      </button>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === "open")}
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white px-4 pb-6 pt-2 text-ink shadow-lg"
      >
        <nav aria-label={words.phoneMenu}>
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.section}>
                {onHomePage ? (
                  <a href={sectionHref(link.section, true)} onClick={close} className={linkClasses}>
                    {link.name}
                  </a>
                ) : (
                  <Link href={sectionHref(link.section, false)} onClick={close} className={linkClasses}>
                    {link.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
          <RegionSelector place="menu" label={words.region} onReturn={reopenAtRegion} />
          <a href={appLoginUrl(appUrl)} className={buttonClasses("secondary")}>
            Login
          </a>
          <Link href="/signup" onClick={close} className={buttonClasses("primary")}>
            Register
          </Link>
        </div>
      </div>
    </div>
  );
}
