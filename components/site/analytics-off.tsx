/**
 * Stands in for `@vercel/analytics/next` and `@vercel/analytics` in a build without analytics (next.config.ts aliases
 * both): the layout then renders no <Analytics />, and `track` does nothing, as the real one does when no analytics
 * script has loaded. Their code would otherwise still ride in the pages' chunks (the layout's, the forms', the plans').
 */
export function Analytics(): null {
  return null;
}

export function track(): void {}
