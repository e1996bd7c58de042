export function localStartEnv(
  args: readonly string[],
  shell: Record<string, string | undefined>,
): { env: Record<string, string | undefined>; lines: string[] };
