import { StrokeIcon } from "@/components/ui/stroke-icon";

/**
 * A link to the start of the page, fixed over any section (the footer included: the white ring keeps the blue outline
 * visible on dark ones). No script: the scroll position shows it (globals.css, `.scroll-to-top`: a scroll-driven
 * animation, from 400 px down), and following it scrolls to main#main, which the browser then focuses (tabIndex -1),
 * so a keyboard user's focus lands at the page's start instead of being lost.
 */
export function ScrollToTop({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="scroll-to-top fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-white"
    >
      <span className="sr-only">{label}</span>
      <StrokeIcon d="M12 19V5M5 12l7-7 7 7" size="20" strokeWidth="2.5" />
    </a>
  );
}
