/**
 * Shown on every page while Draft Mode is on (/api/draft): this browser sees drafts and scheduled posts, which
 * visitors do not. Plain HTML; the exit link is a plain <a>, so nothing prefetches it (which would end the preview).
 */
export function DraftModeBar() {
  return (
    <aside
      aria-label="Draft preview"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-slate-950 shadow-lg"
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
