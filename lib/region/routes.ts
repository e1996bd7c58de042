import type { Region } from "./regions";

// Pages that show prices or the contact phone number: prerendered once per region under app/(site)/[region].
export const REGIONAL_PATHS = [
  "/",
  "/theme-two",
  "/theme-three",
  "/theme-four",
  "/theme-five",
  "/theme-six",
  "/contact-page",
  "/pricing",
] as const;

export function isRegionalPath(pathname: string): boolean {
  return (REGIONAL_PATHS as readonly string[]).includes(pathname);
}

/** "/" + india → "/india"; "/contact-page" + global → "/global/contact-page". */
export function regionalTarget(pathname: string, region: Region): string {
  return pathname === "/" ? `/${region}` : `/${region}${pathname}`;
}
