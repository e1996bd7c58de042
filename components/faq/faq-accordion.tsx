"use client";

import { useId, useState } from "react";
import type { FaqItem } from "@/content/types";

/** One item open at a time; activating the open item closes it. Buttons carry aria-expanded/aria-controls. */
export function FaqAccordion({ items, initiallyOpen = 0 }: { items: FaqItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.title}>
            <h3 className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-slate-50"
              >
                <span>{item.title}</span>
                <span aria-hidden="true" className={`text-xl text-brand-600 transition-transform ${expanded ? "rotate-45" : ""}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-slate-600">
              <p className="leading-7">{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
