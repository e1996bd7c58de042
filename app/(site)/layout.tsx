import { footer } from "@/content/footer";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { env } from "@/lib/env";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header appUrl={env.appUrl} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer content={footer} />
      <ScrollToTop />
    </>
  );
}
