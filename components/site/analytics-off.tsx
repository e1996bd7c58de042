/**
 * Stands in for `@vercel/analytics/next` in a build without analytics (next.config.ts aliases it): the layout then
 * renders no <Analytics />, and its code would otherwise still ride in every page's layout chunk.
 */
export function Analytics(): null {
  return null;
}
