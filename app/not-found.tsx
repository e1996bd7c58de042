import type { Metadata } from "next";
import { NOT_FOUND_TEXT, NotFoundMessage } from "@/components/site/not-found-message";

// Next itself marks the page noindex. Its own title and description in the cards too, not the home page's; no
// canonical or og:url: a missing page has none.
const title = "Page not found";
export const metadata: Metadata = {
  title,
  description: NOT_FOUND_TEXT,
  openGraph: { title, description: NOT_FOUND_TEXT },
  twitter: { title, description: NOT_FOUND_TEXT },
};

// Every unknown URL lands here with HTTP 404 (docs/architecture.md: a deliberate departure from the product's catch-all).
export default function NotFound() {
  return <NotFoundMessage />;
}
