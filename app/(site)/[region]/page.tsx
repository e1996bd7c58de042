import { REGIONS } from "@/lib/region/regions";

export const dynamicParams = false;
export function generateStaticParams() {
  return REGIONS.map((region) => ({ region }));
}

export default async function HomePage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  return <h1 className="pt-32">Home {region}</h1>;
}
