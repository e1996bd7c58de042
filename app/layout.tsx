import type { Metadata, Viewport } from "next";
import { draftViewer } from "@/lib/content/draft-session";
import { Analytics } from "@vercel/analytics/next";
import { DraftModeBar } from "@/components/site/draft-mode-bar";
import { Footer } from "@/components/site/footer";
import { FinishSignupGate } from "@/components/site/finish-signup-gate";
import { Header } from "@/components/site/header";
import { PreviewRibbon } from "@/components/site/preview-ribbon";
import { ScrollToTop } from "@/components/site/scroll-to-top";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { ribbonOf } from "@/lib/platform/build/deployment";
import { env } from "@/lib/platform/env";
import { sharedImage } from "@/lib/site/seo";
import { SITE_NAME, TITLE_SUFFIX } from "@/lib/site/site";
import { SITE_ICON_DATA_URI } from "@/lib/site/site-icon";
import { inter } from "./fonts";
import "./globals.css";

// The title and description of a page without its own are staff's (content/seo.yaml, "Search and social").
export async function generateMetadata(): Promise<Metadata> {
  const { site } = await siteCopy.read("seo");
  return {
    // The public site's address, also in a preview (lib/platform/build/deployment.ts): canonical and OpenGraph URLs never name a preview.
    metadataBase: new URL(env.canonicalUrl),
    title: { default: site.title, template: `%s${TITLE_SUFFIX}` },
    description: site.description,
    openGraph: { images: [sharedImage(site.imageAlt)] },
    twitter: { card: "summary_large_image", images: [sharedImage(site.imageAlt)] },
    applicationName: SITE_NAME,
    icons: { icon: SITE_ICON_DATA_URI },
  };
}

export const viewport: Viewport = { themeColor: "#2547ea", width: "device-width", initialScale: 1 };

// The site's chrome lives here, not in a (site) layout: the not-found page renders inside this layout too, and
// Turbopack gave the header's client parts a chunk of their own for each (loaded twice on every page).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const ribbon = ribbonOf(env.deployment);
  // Off while pages are prerendered: only a browser with the Draft Mode cookie (/api/draft) gets the bar.
  const [draftPreview, footer, menus, { everyPage: words }] = await Promise.all([
    draftViewer(),
    siteCopy.read("footer"),
    siteCopy.read("menus"),
    interfaceWords(),
  ]);
  return (
    // data-scroll-behavior: Next turns the stylesheet's smooth scrolling off while it moves to another page (a header
    // link to /#contact from an inner page jumps there), and leaves it on for anchors within a page.
    // A preview's ribbon sits at the bottom: controls focused by keyboard are scrolled clear of it.
    <html
      lang="en"
      className={
        ribbon || draftPreview ? `${inter.variable} ${draftPreview ? "scroll-pb-28" : "scroll-pb-16"}` : inter.variable
      }
      data-scroll-behavior="smooth"
    >
      <body className="font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {words.skipToContent}
        </a>
        <Header appUrl={env.appUrl} links={menus.header} words={words} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer content={footer} />
        <ScrollToTop label={words.scrollToTop} />
        <FinishSignupGate />
        {ribbon ? <PreviewRibbon {...ribbon} /> : null}
        {draftPreview ? <DraftModeBar roomForRibbon={ribbon !== null} /> : null}
        {/* Off Vercel the analytics script is a 404, so it is only included where it can load. */}
        {env.analyticsEnabled ? <Analytics /> : null}
      </body>
    </html>
  );
}
