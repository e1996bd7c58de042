"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { FaqItem } from "@/content/types";
import { useSharedOpenItem } from "./single-open-faq";

/** Where focus goes for a navigation key pressed on question `index` of `count` (WAI-ARIA accordion pattern). */
function targetFor(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

// Tailwind's preflight hides [hidden] with !important in its "base" layer; an important rule wins only from an
// earlier layer, so this one joins "theme" (declared first).
const NO_SCRIPT_STYLE = "@layer theme{[data-faq-answer][hidden]{display:block!important}[data-faq-icon]{display:none!important}}";

/** One item open at a time (across the page inside a SingleOpenFaq, which then decides the first open item);
 *  activating the open item closes it. Buttons carry aria-expanded/aria-controls.
 *  Arrow Up/Down move between the questions (wrapping), Home and End jump to the first and last. */
export function FaqAccordion({ items, initiallyOpen = 0 }: { items: FaqItem[]; initiallyOpen?: number | null }) {
  const shared = useSharedOpenItem();
  const [ownOpen, setOwnOpen] = useState(initiallyOpen === null ? null : (items[initiallyOpen]?.title ?? null));
  const open = shared ? shared.open : ownOpen;
  const setOpen = shared ? shared.setOpen : setOwnOpen;
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetFor(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {/* Without JavaScript the questions cannot open anything: every answer shows instead. */}
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      {items.map((item, index) => {
        const expanded = open === item.title;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.title}>
            <h3 className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.title)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-slate-50 focus-visible:-outline-offset-2"
              >
                <span>{item.title}</span>
                <span aria-hidden="true" data-faq-icon="" className={`shrink-0 text-xl leading-none text-brand-600 transition-transform motion-reduce:transition-none ${expanded ? "rotate-45" : ""}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} data-faq-answer="" className="px-5 pb-5 text-slate-600">
              <p className="leading-7">{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
