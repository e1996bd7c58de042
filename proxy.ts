import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { detectLocation, LOCATION_TTL_MS, parseLocationCookie } from "@/lib/region/detect";
import { LOCATION_COOKIE, REGION_COOKIE, isRegion } from "@/lib/region/regions";
import { isRegionalPath, regionalTarget } from "@/lib/region/routes";
import { refuseServerAction } from "@/lib/security/action-guard";

// Two jobs, nothing else: a server action from another site or with an oversized body is answered 403 or 413 (Next
// would answer a bare 500), and each regional page's clean URL is rewritten to the variant prerendered for the
// visitor's region, so the first HTML already has the right currency and phone number.
export function proxy(request: NextRequest) {
  const refusal = refuseServerAction({
    method: request.method,
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    contentLength: request.headers.get("content-length"),
    siteUrl: env.siteUrl,
  });
  if (refusal) return NextResponse.json({ success: false, error: refusal.error }, { status: refusal.status });

  const { pathname } = request.nextUrl;
  if (!isRegionalPath(pathname)) return NextResponse.next();

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
    // Server actions on any page (the API routes check their own requests): Next-Action from script, or a form body
    // without JavaScript. Literals only: Next reads this config without running the module.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "(multipart/form-data|application/x-www-form-urlencoded).*" }] },
  ],
};
