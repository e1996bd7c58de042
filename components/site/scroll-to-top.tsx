"use client";

import { useEffect, useState } from "react";

const SHOW_AFTER_PX = 400;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  // Fixed over any section, the footer included: the white ring keeps the blue outline visible on dark ones.
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        // The button goes away at the top; focus goes to the page's start instead of being lost.
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-white"
    >
      <span className="sr-only">Scroll To Top</span>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
