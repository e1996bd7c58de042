"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { NAV_LINKS, sectionHref } from "./nav-links";
import { RegionSelector } from "./region-selector";
import { useRegionalPage } from "./use-regional-page";

const linkClasses = "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100";

/**
 * The small-screen menu: a disclosure button that opens a panel. Escape, choosing a link, a click outside or
 * focus moving out of it (Tab past the last item) closes it, so focus never wanders behind the open panel.
 */
export function MobileMenu({ appUrl }: { appUrl: string }) {
  const [open, setOpen] = useState(false);
  const { onHomePage } = useRegionalPage();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusRegionOnOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusRegionOnOpen.current) {
      focusRegionOnOpen.current = false;
      root.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  // After a region chosen in this menu reloads the page, the menu opens again with focus on the selector.
  const reopenAtRegion = useCallback(() => {
    focusRegionOnOpen.current = true;
    setOpen(true);
  }, []);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // relatedTarget is null when focus leaves the page or goes nowhere (a click on text): the click handler decides.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  const close = () => setOpen(false);

  return (
    <div ref={root} className="lg:hidden" onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label="Mobile">
          <ul className="flex flex-col">
            {NAV_LINKS.map((link) => (
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
          <RegionSelector place="menu" onReturn={reopenAtRegion} />
          <a href={`${appUrl}/login`} className={buttonClasses("secondary")}>
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
