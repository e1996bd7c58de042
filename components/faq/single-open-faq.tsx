"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

type OpenItem = { open: string | null; setOpen: (title: string | null) => void };

const OpenItemContext = createContext<OpenItem | null>(null);

/** Every FaqAccordion inside shares one open item (by question), so a page of several topic groups still has one answer open. */
export function SingleOpenFaq({ initiallyOpen = null, children }: { initiallyOpen?: string | null; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <OpenItemContext value={{ open, setOpen }}>{children}</OpenItemContext>;
}

/** The open item shared by a SingleOpenFaq around the caller, or null when there is none. */
export function useSharedOpenItem(): OpenItem | null {
  return useContext(OpenItemContext);
}
