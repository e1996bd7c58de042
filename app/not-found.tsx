import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { siteCopy } from "@/lib/content/site-copy";

// Next itself marks the page noindex. Its own title and description in the cards too, not the home page's; no
// canonical or og:url: a missing page has none.
export async function generateMetadata(): Promise<Metadata> {
  const { title, text } = (await siteCopy.read("errorPages")).notFound;
  return { title, description: text, openGraph: { title, description: text }, twitter: { title, description: text } };
}

// Every unknown URL lands here with HTTP 404 (docs/architecture.md: a deliberate departure from the product's catch-all).
export default async function NotFound() {
  return <NotFoundMessage text={(await siteCopy.read("errorPages")).notFound.text} />;
}
