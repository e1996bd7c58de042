/** What a content section shows when it has nothing to render, e.g. "No FAQ content available." */
export function EmptyState({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500">
      {message}
    </p>
  );
}
