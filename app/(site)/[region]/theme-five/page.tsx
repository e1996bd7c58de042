import { notFound } from "next/navigation";
import { HomePage } from "@/components/sections/home-page";
import { env } from "@/lib/env";
import { REGIONS, isRegion } from "@/lib/region/regions";
import { pageMetadata } from "@/lib/seo";
import { SITE_DESCRIPTION } from "@/lib/site";

export const dynamicParams = false;
export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

// A homepage variant: its canonical URL is the home page.
export const metadata = pageMetadata({
  title: "Lead management and sales pipeline software for sales teams",
  description: SITE_DESCRIPTION,
  path: "/",
});

export default async function ThemeFive({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  return <HomePage region={region} siteUrl={env.siteUrl} />;
}
