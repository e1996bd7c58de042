"use client";

import { useSelectedLayoutSegments } from "next/navigation";
import { isHomePath, regionalRoute } from "@/lib/site/region/routes";
import type { Region } from "@/lib/site/region/regions";

/**
 * The region and kind of page showing, read from the route rather than the URL: proxy.ts rewrites "/theme-two"
 * to "/india/theme-two", and only the route is known while the page is prerendered. For the site layout's chrome.
 */
export function useRegionalPage(): { region: Region | null; onHomePage: boolean } {
  // null outside the App Router's tree (a component rendered on its own): no route, as on a page outside the regions.
  const route = regionalRoute(useSelectedLayoutSegments() ?? []);
  return { region: route?.region ?? null, onHomePage: route !== null && isHomePath(route.pathname) };
}
