"use client";

import { useSyncExternalStore } from "react";
import { REGION_COOKIE, REGION_LABELS, REGIONS, isRegion, type Region } from "@/lib/region/regions";

const ONE_YEAR = 60 * 60 * 24 * 365;

function readRegionCookie(): Region | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${REGION_COOKIE}=([^;]*)`));
  const value = match ? decodeURIComponent(match[1]) : null;
  return isRegion(value) ? value : null;
}

/** Global (USD) / India (INR): stores the choice in the region cookie, then reloads so the server renders that region. */
export function RegionSelector({ detected, className = "" }: { detected?: Region; className?: string }) {
  const chosen = useSyncExternalStore(
    () => () => {},
    readRegionCookie,
    () => null,
  );
  const value = chosen ?? detected ?? "global";

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
