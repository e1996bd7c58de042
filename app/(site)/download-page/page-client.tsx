"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { StoreLink } from "@/content/download";
import { platformOf } from "./platform-of";

type Props = { stores: readonly StoreLink[]; openAfterMs: number };

const noSubscription = () => () => {};
const browserPlatform = () => platformOf(navigator.userAgent, navigator.maxTouchPoints);
// undefined while prerendering: the server cannot know the visitor's phone.
const serverPlatform = () => undefined;

/** On an Android phone or iPhone, opens the matching store after a moment; elsewhere says to choose by hand. */
export function StoreAutostart({ stores, openAfterMs }: Props) {
  const platform = useSyncExternalStore(noSubscription, browserPlatform, serverPlatform);
  const store = platform ? stores.find((candidate) => candidate.platform === platform) : undefined;

  useEffect(() => {
    if (!store) return;
    const timer = setTimeout(() => window.location.assign(store.href), openAfterMs);
    return () => clearTimeout(timer);
  }, [store, openAfterMs]);

  return (
    <p role="status" aria-live="polite" className="mt-4 min-h-7 max-w-xl text-base font-medium text-ink">
      {platform === undefined ? null : store ? `Opening ${store.store}…` : "On a computer? Choose your store below, or open this page on your phone."}
    </p>
  );
}
