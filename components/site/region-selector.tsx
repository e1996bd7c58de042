"use client";

import { useSyncExternalStore } from "react";
import { parseLocationCookie } from "@/lib/region/detect";
import { LOCATION_COOKIE, REGION_COOKIE, REGION_LABELS, REGIONS, isRegion, regionForCountry, type Region } from "@/lib/region/regions";

const ONE_YEAR = 60 * 60 * 24 * 365;
// Cookies only change here, and choosing reloads the page, so there is nothing to subscribe to.
const subscribeNever = () => () => {};

function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The region chosen in this selector, else the one the server detected (cached in the location cookie). */
function readRegion(): Region | null {
  const chosen = readCookie(REGION_COOKIE);
  if (isRegion(chosen)) return chosen;
  const detected = parseLocationCookie(readCookie(LOCATION_COOKIE));
  return detected ? regionForCountry(detected.countryCode) : null;
}

/** Global (USD) / India (INR): stores the choice in the region cookie, then reloads so the server renders that region. */
export function RegionSelector({ className = "" }: { className?: string }) {
  const current = useSyncExternalStore(subscribeNever, readRegion, () => null);
  const value = current ?? "global";

  function choose(region: Region) {
    document.cookie = `${REGION_COOKIE}=${region}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    window.location.reload();
  }

  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <span className="sr-only">Region</span>
      <select
        value={value}
        onChange={(event) => choose(event.target.value as Region)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800"
      >
        {REGIONS.map((region) => (
          <option key={region} value={region}>
            {REGION_LABELS[region]}
          </option>
        ))}
      </select>
    </label>
  );
}
