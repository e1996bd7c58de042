export const NGINX: string;
export const SITE_TEMPLATE: string;
export function nginxInstalled(): boolean;
export function fillTemplate(text: string, values: Record<string, string | number>): string;
export function processConfig(options: { dir: string; port: number; upstream: string; workers?: number }): string;
export type Nginx = { baseUrl: string; dir: string; log: () => string; stop: () => Promise<void> };
export function startNginx(options: {
  port: number;
  upstream: string;
  workers?: number;
  timeoutMs?: number;
}): Promise<Nginx>;
