export function servedBytes(url: string): Promise<{ bytes: number; encoding: string }>;
export function htmlScripts(html: string): string[];
export function firstLoadJs(
  distDir: string,
  options: { baseUrl: string; servedHtml?: Record<string, string> },
): Promise<{
  sharedServedBytes: number;
  encodings: string[];
  routes: { route: string; source: string; files: number; servedBytes: number }[];
}>;
