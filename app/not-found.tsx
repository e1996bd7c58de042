import type { Metadata } from "next";
import { footer } from "@/content/footer";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { NOT_FOUND_TEXT, NotFoundMessage } from "@/components/site/not-found-message";
import { env } from "@/lib/env";

// Next itself marks the page noindex. Its own title and description in the cards too, not the home page's; no
// canonical or og:url: a missing page has none.
const title = "Page not found";
export const metadata: Metadata = {
  title,
  description: NOT_FOUND_TEXT,
  openGraph: { title, description: NOT_FOUND_TEXT },
  twitter: { title, description: NOT_FOUND_TEXT },
};

// Every unknown URL lands here with HTTP 404 (DESIGN.md: a deliberate departure from SPEC's catch-all).
export default function NotFound() {
  return (
    <>
      <Header appUrl={env.appUrl} />
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundMessage />
      </main>
      <Footer content={footer} />
    </>
  );
}
