/**
 * Shown on every page while Draft Mode is on (/api/draft): this browser sees drafts and scheduled posts, which
 * visitors do not. Plain HTML; the exit link is a plain <a>, so nothing prefetches it (which would end the preview).
 * Sticky, not fixed: it is the page's last block, so the end of the page scrolls above it instead of under it (on a
 * phone it wraps to two or three lines). With a preview deployment's ribbon (fixed in the bottom-left corner) it
 * keeps an empty strip at its bottom for the ribbon, so neither covers the other.
 */
export function DraftModeBar({ roomForRibbon = false }: { roomForRibbon?: boolean }) {
  return (
    <aside
      aria-label="Draft preview"
      className={`sticky inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 pt-2 text-sm text-slate-950 shadow-lg ${roomForRibbon ? "pb-14" : "pb-2"}`}
    >
      <p>
        <strong>Draft preview</strong>: you see drafts and scheduled posts, which visitors do not.
      </p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page; next/link would prefetch it, ending the preview */}
      <a href="/api/draft/exit" className="font-semibold underline underline-offset-4 hover:no-underline">
        Exit preview
      </a>
    </aside>
  );
}
