"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { OPEN_SIGNUP_COOKIE } from "@/lib/accounts/signup/open-signup-cookie";

// The banner's code is fetched only by a browser that holds the open-signup mark: every other visitor's pages carry
// this check and nothing more (the landing page's script budget, e2e/js-budget.spec.ts).
const FinishSignupBanner = lazy(() =>
  import("./finish-signup-banner").then((module) => ({ default: module.FinishSignupBanner })),
);

// The mark changes with a server answer, never while a page is open without one: nothing to subscribe to.
const noSubscription = () => () => undefined;
const holdsMark = () => document.cookie.split("; ").some((entry) => entry.startsWith(`${OPEN_SIGNUP_COOKIE}=`));

/** On every page but the signup itself: the "finish your signup" banner, for a browser whose registration awaits payment. */
export function FinishSignupGate() {
  const pathname = usePathname();
  // False while hydrating (the pages are prerendered for everyone), then the cookie, read again on each navigation.
  const marked = useSyncExternalStore(noSubscription, holdsMark, () => false);
  if (!marked || pathname.startsWith("/signup")) return null;
  return (
    <Suspense fallback={null}>
      <FinishSignupBanner key={pathname} />
    </Suspense>
  );
}
