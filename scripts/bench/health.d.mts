export function waitForHealth(baseUrl: string, options?: { timeoutMs?: number; intervalMs?: number }): Promise<void>;
