import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { siteCopy } from "@/lib/content/site-copy";
import { sharedImage } from "@/lib/site/seo";

// Next itself marks the page noindex. Its own title and description in the cards too, not the home page's, and the
// shared picture with staff's alt text (lib/site/seo.ts); no canonical or og:url: a missing page has none.
export async function generateMetadata(): Promise<Metadata> {
  const [{ notFound }, { site }] = await Promise.all([siteCopy.read("errorPages"), siteCopy.read("seo")]);
  const card = { title: notFound.title, description: notFound.text, images: [sharedImage(site.imageAlt)] };
  return { title: notFound.title, description: notFound.text, openGraph: card, twitter: card };
}

// Every unknown URL lands here with HTTP 404 (docs/architecture.md: a deliberate departure from the product's catch-all).
export default async function NotFound() {
  return <NotFoundMessage text={(await siteCopy.read("errorPages")).notFound.text} />;
}
