"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { StoreLink } from "@/lib/content/download";
import { platformOf } from "./platform-of";

type Props = {
  stores: readonly StoreLink[];
  openAfterMs: number;
  /** What a visitor not on a phone reads (content/download.yaml). */
  onComputer: string;
};

const noSubscription = () => () => {};
const browserPlatform = () => platformOf(navigator.userAgent, navigator.maxTouchPoints);
// undefined while prerendering: the server cannot know the visitor's phone.
const serverPlatform = () => undefined;

/**
 * On an Android phone or iPhone, opens the app's listing in the matching store after a moment, or says the app is
 * coming soon there; elsewhere says to choose by hand.
 */
export function StoreAutostart({ stores, openAfterMs, onComputer }: Props) {
  const platform = useSyncExternalStore(noSubscription, browserPlatform, serverPlatform);
  const store = platform ? stores.find((candidate) => candidate.platform === platform) : undefined;
  const listing = store?.listing;

  useEffect(() => {
    if (!listing) return;
    const timer = setTimeout(() => window.location.assign(listing), openAfterMs);
    return () => clearTimeout(timer);
  }, [listing, openAfterMs]);

  return (
    <p role="status" aria-live="polite" className="mt-4 min-h-7 max-w-xl text-base font-medium text-ink">
      {platform === undefined
        ? null
        : store
          ? listing
            ? `Opening ${store.store}…`
            : `The LeadFlow app for ${store.device} is coming soon.`
          : onComputer}
    </p>
  );
}
