import { DEFAULT_COUNTRY, currencyForCountry } from "./currency";
import { regionForCountry, type Region } from "./regions";

export type LocationData = {
  countryCode: string;
  countryName: string;
  currency: string;
  success: boolean;
  /** True when nothing told us the country and the default (US) was used. */
  fallback: boolean;
  /** When it was detected, ms since the epoch. */
  timestamp: number;
};

export type DetectionInput = {
  regionCookie?: Region | null;
  /** The cached location cookie, if any. */
  cached?: LocationData | null;
  /** x-vercel-ip-country or cf-ipcountry. */
  geoCountry?: string | null;
  acceptLanguage?: string | null;
  /** ms since the epoch; the current time by default. */
  now?: number;
};

export const LOCATION_TTL_MS = 24 * 60 * 60 * 1000;

// Made on first use: building it loads the locale's region names, tens of milliseconds on a phone, and the region
// selector hydrating on every page needs only the cookie's country code.
let regionNames: Intl.DisplayNames | undefined;
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function countryName(countryCode: string): string {
  if (countryCode === "EU") return "European Union";
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

export function locationFor(countryCode: string, fallback: boolean, now: number): LocationData {
  return {
    countryCode,
    countryName: countryName(countryCode),
    currency: currencyForCountry(countryCode),
    success: !fallback,
    fallback,
    timestamp: now,
  };
}

/** "en-IN,en;q=0.9" → "IN": the region of the first language tag that has one. */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0].trim();
    const region = tag
      .split("-")
      .find((piece, index) => index > 0 && COUNTRY_CODE.test(piece.toUpperCase()) && piece.length === 2);
    if (region) return region.toUpperCase();
  }
  return null;
}

function validCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  // Cloudflare sends XX (unknown) and T1 (Tor); neither is a country.
  return code && COUNTRY_CODE.test(code) && code !== "XX" ? code : null;
}

/**
 * The visitor's location, in the product spec order: the region chosen in the selector wins, then the host's geo header,
 * then the Accept-Language region, then US. A cached detection younger than 24 hours is reused.
 */
export function detectLocation(input: DetectionInput): { location: LocationData; region: Region; fresh: boolean } {
  const { regionCookie, cached, now = Date.now() } = input;
  const cacheValid = cached && now - cached.timestamp < LOCATION_TTL_MS && now >= cached.timestamp;
  const chosenMatchesCache = !regionCookie || (cached && regionForCountry(cached.countryCode) === regionCookie);

  if (cacheValid && chosenMatchesCache) {
    return { location: cached, region: regionCookie ?? regionForCountry(cached.countryCode), fresh: false };
  }

  const detectedCode = validCountry(input.geoCountry) ?? countryFromAcceptLanguage(input.acceptLanguage);
  let location = detectedCode ? locationFor(detectedCode, false, now) : locationFor(DEFAULT_COUNTRY, true, now);
  if (regionCookie === "india" && location.countryCode !== "IN") location = locationFor("IN", false, now);
  if (regionCookie === "global" && location.countryCode === "IN") location = locationFor(DEFAULT_COUNTRY, false, now);
  return { location, region: regionCookie ?? regionForCountry(location.countryCode), fresh: true };
}

type CookieLocation = Pick<LocationData, "countryCode" | "fallback" | "timestamp">;

function cookieLocation(value: string | undefined): CookieLocation | null {
  if (!value) return null;
  try {
    const data = JSON.parse(value) as Partial<LocationData>;
    if (
      typeof data.countryCode !== "string" ||
      !COUNTRY_CODE.test(data.countryCode) ||
      typeof data.timestamp !== "number"
    )
      return null;
    return { countryCode: data.countryCode, fallback: Boolean(data.fallback), timestamp: data.timestamp };
  } catch {
    return null;
  }
}

export function parseLocationCookie(value: string | undefined): LocationData | null {
  const cached = cookieLocation(value);
  return cached && locationFor(cached.countryCode, cached.fallback, cached.timestamp);
}

/** The country code of a valid location cookie, without the rest of LocationData. */
export function locationCookieCountry(value: string | undefined): string | null {
  return cookieLocation(value)?.countryCode ?? null;
}
