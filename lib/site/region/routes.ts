import { isRegion, type Region } from "./regions";

// The home page and its theme variants: each carries the sections the header's anchors point at.
export const HOME_PATHS = ["/", "/theme-two", "/theme-three", "/theme-four", "/theme-five", "/theme-six"] as const;

// Pages that show prices or the contact phone number: prerendered once per region under app/(site)/[region].
export const REGIONAL_PATHS = [...HOME_PATHS, "/contact-page", "/pricing"] as const;

export function isRegionalPath(pathname: string): boolean {
  return (REGIONAL_PATHS as readonly string[]).includes(pathname);
}

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

/** "/" + india → "/india"; "/contact-page" + global → "/global/contact-page". */
export function regionalTarget(pathname: string, region: Region): string {
  return pathname === "/" ? `/${region}` : `/${region}${pathname}`;
}

/**
 * The inverse of regionalTarget, from the route segments under the site's layout: ["india", "theme-two"] →
 * { region: "india", pathname: "/theme-two" }. Null for pages outside the [region] segment. Route groups
 * ("(diagnostics)") are not part of the URL and are skipped.
 */
export function regionalRoute(segments: readonly string[]): { region: Region; pathname: string } | null {
  const [first, ...rest] = segments.filter((segment) => !segment.startsWith("("));
  if (!isRegion(first)) return null;
  return { region: first, pathname: `/${rest.join("/")}` };
}
