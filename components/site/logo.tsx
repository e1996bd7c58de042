/** The LeadFlow mark and word mark, inline so it never shifts or costs a request. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#2547ea" />
        <path d="M8 10h10l-3 4h-7z" fill="#fff" opacity=".55" />
        <path d="M8 16h14l-3 4H8z" fill="#fff" opacity=".8" />
        <path d="M8 22h18l-3 4H8z" fill="#fff" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-ink"}`}>LeadFlow</span>
    </span>
  );
}
