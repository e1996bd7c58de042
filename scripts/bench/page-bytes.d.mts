export type PageBytes = {
  path: string;
  raw: number;
  /** As `next start` sends it with Accept-Encoding: gzip; null when it sent the page uncompressed. */
  gzip: number | null;
  brotli11: number;
  stylesheet: number;
  stylesheetInFlight: number;
  flight: number;
};
export function inlinedStylesheet(html: string): string;
export function flightData(html: string): string;
export function pageBytes(baseUrl: string, path: string): Promise<PageBytes>;
