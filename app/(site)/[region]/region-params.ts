import { notFound } from "next/navigation";
import { isRegion, type Region } from "@/lib/site/region/regions";

export type RegionParams = { params: Promise<{ region: string }> };

export async function regionFrom({ params }: RegionParams): Promise<Region> {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  return region;
}
