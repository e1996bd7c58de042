import { REGIONS } from "@/lib/region/regions";

// Every page under [region] is prerendered once per region; proxy.ts rewrites clean URLs here.
export const dynamicParams = false;

export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

export default function RegionLayout({ children }: { children: React.ReactNode }) {
  return children;
}
