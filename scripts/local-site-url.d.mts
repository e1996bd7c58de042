export function localSiteUrl(args: readonly string[], env: Record<string, string | undefined>): string;
