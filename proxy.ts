import { NextResponse, type NextRequest } from "next/server";
import { detectLocation, LOCATION_TTL_MS, parseLocationCookie } from "@/lib/region/detect";
import { LOCATION_COOKIE, REGION_COOKIE, isRegion } from "@/lib/region/regions";
import { regionalTarget } from "@/lib/region/routes";

// Rewrites each regional page's clean URL to the variant prerendered for the visitor's region, so the first
// HTML already has the right currency and phone number. Nothing else happens here.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  const regionCookie = request.cookies.get(REGION_COOKIE)?.value;
  const { location, region, fresh } = detectLocation({
    regionCookie: isRegion(regionCookie) ? regionCookie : null,
    cached: parseLocationCookie(request.cookies.get(LOCATION_COOKIE)?.value),
    geoCountry: request.headers.get("x-vercel-ip-country") ?? request.headers.get("cf-ipcountry"),
    acceptLanguage: request.headers.get("accept-language"),
    now: Date.now(),
  });

  const url = request.nextUrl.clone();
  url.pathname = regionalTarget(pathname, region);
  const response = NextResponse.rewrite(url);
  if (fresh) {
    response.cookies.set(LOCATION_COOKIE, JSON.stringify(location), { path: "/", maxAge: LOCATION_TTL_MS / 1000, sameSite: "lax" });
  }
  return response;
}

export const config = {
  matcher: [
    "/",
    "/theme-two",
    "/theme-three",
    "/theme-four",
    "/theme-five",
    "/theme-six",
    "/contact-page",
    "/pricing",
  ],
};
