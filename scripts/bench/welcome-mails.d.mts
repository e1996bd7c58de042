export function waitForWelcomeMails(
  dir: string,
  addresses: readonly string[],
  options?: { timeoutMs?: number },
): Promise<number>;
