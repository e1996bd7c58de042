import { contentSections } from "@/content/sections";
import { apiRoute } from "@/lib/http";
import { getContentSection } from "@/lib/content";

// GET /api/content/{section} – one content section as JSON, prerendered for every known section.
export const dynamicParams = true;

export function generateStaticParams() {
  return Object.keys(contentSections).map((section) => ({ section }));
}

export const GET = apiRoute(async (_request, { params }: { params: Promise<{ section: string }> }) => {
  const { section } = await params;
  return getContentSection(section);
});
