import type { Metadata } from "next";
import { footer } from "@/content/footer";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

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
