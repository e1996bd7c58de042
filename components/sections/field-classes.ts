// Text inputs on the landing pages: 44 px tall touch targets, a visible focus ring, AA placeholder contrast.
export const inputClasses =
  "block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-300 disabled:bg-slate-100";

export const labelClasses = "block text-sm font-semibold text-ink";
