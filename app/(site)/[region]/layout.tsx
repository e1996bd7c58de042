import { REGIONS } from "@/lib/site/region/regions";

// Every page under [region] is prerendered once per region; proxy.ts rewrites clean URLs here.
export const dynamicParams = false;

// Regenerated at most once a minute, when asked for (Next's time-based revalidation): the home and pricing pages show
// the plan catalog, which a remote admin API (ADMIN_API_URL) may change without a rebuild. A literal: Next reads it
// without running the module.
export const revalidate = 60;

export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

export default function RegionLayout({ children }: { children: React.ReactNode }) {
  return children;
}
