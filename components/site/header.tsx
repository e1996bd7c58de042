import { IntentLink } from "@/components/ui/intent-link";
import { Container } from "@/components/ui/container";
import { buttonClasses } from "@/components/ui/button-link";
import { HeaderNav } from "./header-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import type { NavLink } from "./nav-links";
import { RegionSelector } from "./region-selector";
import { appLoginUrl } from "@/lib/site/app-urls";
import type { EveryPageWords } from "@/lib/content/interface-words";

/** The header's words for screen readers (content/interface-words.yaml). */
export type HeaderWords = Pick<EveryPageWords, "homeLink" | "mainMenu" | "region" | "menuButton" | "phoneMenu">;

/** links and words: the header menu and its names, read on the server and passed down (a few words, not a script). */
export function Header({ appUrl, links, words }: { appUrl: string; links: readonly NavLink[]; words: HeaderWords }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <IntentLink href="/" className="shrink-0 rounded-md" aria-label={words.homeLink}>
          <Logo />
        </IntentLink>
        <HeaderNav links={links} label={words.mainMenu} />
        <div className="hidden items-center gap-3 lg:flex">
          <RegionSelector place="header" label={words.region} />
          <a
            href={appLoginUrl(appUrl)}
            className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Login
          </a>
          <IntentLink href="/signup" className={buttonClasses("primary")}>
            Register
          </IntentLink>
        </div>
        <MobileMenu
          appUrl={appUrl}
          links={links}
          words={{ menuButton: words.menuButton, phoneMenu: words.phoneMenu, region: words.region }}
        />
      </Container>
    </header>
  );
}
