// The two regions the site is priced and prerendered for (docs/architecture.md, Region and currency).
export const REGIONS = ["global", "india"] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_COOKIE = "region";
export const LOCATION_COOKIE = "user_country";

export const REGION_LABELS: Record<Region, string> = {
  global: "Global (USD)",
  india: "India (INR)",
};

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

export function regionForCountry(countryCode: string): Region {
  return countryCode.toUpperCase() === "IN" ? "india" : "global";
}
