"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { InterfaceWords } from "@/lib/content/interface-words";
import { fillWords } from "@/lib/site/words";

/** The banner's words, staff's (content/interface-words.yaml), sent with the answer. */
type BannerWords = Pick<
  InterfaceWords["signup"],
  "pendingBannerName" | "pendingBanner" | "pendingBannerLink" | "pendingBannerLater"
>;
type Waiting = { plan_name: string; billing_cycle: string; words: BannerWords };
type Answer = { data?: Omit<Waiting, "words"> | null; words?: BannerWords };

const DISMISSED_KEY = "leadflow:finish-signup-dismissed";

/**
 * "Finish your signup" (docs/buying.md): asks the server whether this browser's registration still awaits payment and,
 * if so, offers the way back to it. Loaded by FinishSignupGate only in a browser holding the open-signup mark; fixed to
 * the bottom, so no page moves.
 */
export function FinishSignupBanner() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  useEffect(() => {
    if (sessionStorage.getItem(DISMISSED_KEY)) return;
    const controller = new AbortController();
    fetch("/api/signup/pending", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: Answer | null) => setWaiting(body?.data && body.words ? { ...body.data, words: body.words } : null))
      // Nothing to offer when the question cannot be answered: the page works as it is.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!waiting) return null;
  const { words } = waiting;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, "1");
    setWaiting(null);
  };
  return (
    <aside
      aria-label={words.pendingBannerName}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm text-gray-900 shadow-lg"
    >
      <p className="min-w-0 flex-1">
        {fillWords(words.pendingBanner, { planName: waiting.plan_name, billingCycle: waiting.billing_cycle })}
      </p>
      <Link
        href="/signup"
        className="rounded-md bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {words.pendingBannerLink}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="rounded-md px-2 py-2 font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {words.pendingBannerLater}
      </button>
    </aside>
  );
}
