/**
 * How long a shared cache (a CDN, or our server's page cache) may keep a response with this Cache-Control, in
 * seconds, or null when it must not keep it. Next.js marks prerendered pages `s-maxage=…` and its hashed static
 * files `public, max-age=31536000, immutable`; dynamic answers are `private, no-cache, no-store`.
 */
export function sharedMaxAge(cacheControl: string | null | undefined): number | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name) directives.set(name.toLowerCase(), value?.replace(/^"|"$/g, ""));
  }
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const seconds = (name: string) => {
    const value = directives.get(name);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
  };
  const shared = seconds("s-maxage");
  if (shared !== null) return shared > 0 ? shared : null;
  const maxAge = seconds("max-age");
  if (maxAge !== null && (directives.has("public") || directives.has("immutable"))) return maxAge > 0 ? maxAge : null;
  return null;
}
