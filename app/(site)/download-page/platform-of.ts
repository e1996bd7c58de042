import type { AppPlatform } from "@/lib/content/download";

/**
 * The phone platform a browser reports, or null (desktop, anything else). iPadOS asks for desktop sites and says
 * "Macintosh"; its touch screen gives it away.
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): AppPlatform | null {
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return "ios";
  return null;
}
