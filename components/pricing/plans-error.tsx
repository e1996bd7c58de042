type Props = { message: string; retrying: boolean; onRetry: () => void };

/**
 * SPEC section 8: the load error with a Try again button. While the retry runs the button says so and ignores
 * clicks; it stays focusable (aria-disabled, not disabled) so a keyboard user keeps their place if it fails again.
 */
export function PlansError({ message, retrying, onRetry }: Props) {
  return (
    <div
      role="alert"
      aria-busy={retrying}
      className="mx-auto mt-8 flex max-w-2xl flex-col items-center gap-3 rounded-xl bg-red-50 p-4 text-center text-red-800 ring-1 ring-inset ring-red-200 sm:flex-row sm:justify-between sm:text-left"
    >
      <p>{message}</p>
      <button
        type="button"
        aria-disabled={retrying}
        onClick={retrying ? undefined : onRetry}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-red-800 ring-1 ring-inset ring-red-300 hover:bg-red-100 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {retrying ? <span className="size-4 animate-spin rounded-full border-2 border-red-200 border-t-red-700 motion-reduce:animate-none" aria-hidden="true" /> : null}
        {retrying ? "Retrying..." : "Try again"}
      </button>
    </div>
  );
}
