"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { locationCookieCountry } from "@/lib/site/region/detect";
import {
  LOCATION_COOKIE,
  REGION_COOKIE,
  REGION_LABELS,
  REGIONS,
  isRegion,
  regionForCountry,
  type Region,
} from "@/lib/site/region/regions";
import { rememberFocusReturn, takeFocusReturn, type SelectorPlace } from "./region-focus-return";
import { useRegionalPage } from "./use-regional-page";
import { StrokeIcon } from "@/components/ui/stroke-icon";

const ONE_YEAR = 60 * 60 * 24 * 365;
const LAST = REGIONS.length - 1;
// Cookies only change here, and choosing reloads the page, so there is nothing to subscribe to.
const subscribeNever = () => () => {};

function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The region chosen in this selector, else the one the server detected (cached in the location cookie). */
function readRegion(): Region | null {
  const chosen = readCookie(REGION_COOKIE);
  if (isRegion(chosen)) return chosen;
  const detectedCountry = locationCookieCountry(readCookie(LOCATION_COOKIE));
  return detectedCountry ? regionForCountry(detectedCountry) : null;
}

/** Where a key pressed on the closed selector opens the list (null: the key does not open it). */
function openingIndex(key: string, current: number): number | null {
  if (key === "ArrowDown" || key === "ArrowUp" || key === "Enter" || key === " ") return current;
  if (key === "Home") return 0;
  if (key === "End") return LAST;
  return null;
}

type Props = {
  /** Which copy of the selector this is, so focus returns to the same one after the reload. */
  place: SelectorPlace;
  /** Its name for screen readers (content/interface-words.yaml). */
  label: string;
  /** Called instead of focusing when the page reloads after a choice here (the mobile menu opens, then focuses). */
  onReturn?: () => void;
};

/**
 * Global (USD) / India (INR) as a select-only combobox (WAI-ARIA APG): arrow keys move through the options
 * without choosing, so a keyboard user is not reloaded away mid-way; a click, Enter or Space chooses. Choosing
 * stores the region cookie and reloads, so the server renders that region. On a regional page the value comes
 * from the route, so the prerendered HTML already shows the page's region.
 */
export function RegionSelector({ place, label, onReturn }: Props) {
  const pageRegion = useRegionalPage().region;
  const cookieRegion = useSyncExternalStore(subscribeNever, readRegion, () => null);
  const value = pageRegion ?? cookieRegion ?? "global";
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const combobox = useRef<HTMLDivElement>(null);
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!takeFocusReturn(place)) return;
    if (onReturn) onReturn();
    else combobox.current?.focus();
  }, [place, onReturn]);

  function show(index: number) {
    setActive(index);
    setOpen(true);
  }

  function choose(region: Region) {
    setOpen(false);
    // Stored even when the page already shows it: on a page without prices the shown value may be only the default,
    // and the visitor's choice must still win over detection on the next regional page.
    if (readCookie(REGION_COOKIE) !== region)
      document.cookie = `${REGION_COOKIE}=${region}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    if (region === value) return;
    rememberFocusReturn(place);
    window.location.reload();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) {
      const index = openingIndex(event.key, REGIONS.indexOf(value));
      if (index === null) return;
      event.preventDefault();
      show(index);
      return;
    }
    if (event.key === "Tab") {
      setOpen(false);
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, LAST),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: LAST,
    };
    if (event.key in moves) setActive(moves[event.key]);
    else if (event.key === "Enter" || event.key === " ") choose(REGIONS[active]);
    else if (event.key === "Escape") setOpen(false);
    else return;
    // Also tells the mobile menu around the selector that this Escape only closed the list.
    event.preventDefault();
  }

  return (
    <div className="relative">
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <div
        ref={combobox}
        role="combobox"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show(REGIONS.indexOf(value)))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="flex min-h-11 cursor-pointer select-none items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800"
      >
        {REGION_LABELS[value]}
        <StrokeIcon d="M6 9l6 6 6-6" size="16" strokeWidth="2" />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 min-w-full rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {REGIONS.map((region, index) => (
          <li
            key={region}
            id={optionId(index)}
            role="option"
            aria-selected={region === value}
            // Keeps focus on the combobox, so the click chooses before a blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(region)}
            className={`flex min-h-11 cursor-pointer items-center whitespace-nowrap px-3 text-sm ${
              index === active
                ? "bg-brand-50 text-brand-800 outline-2 -outline-offset-2 outline-brand-600"
                : "text-slate-800"
            } ${region === value ? "font-semibold" : ""}`}
          >
            {REGION_LABELS[region]}
          </li>
        ))}
      </ul>
    </div>
  );
}
