// The header's anchors: the home page's sections, scrolled to within the page on the home page and its theme
// variants, reached through "/" from every other page.
export const NAV_LINKS = [
  { name: "Home", section: "home" },
  { name: "Features", section: "features" },
  { name: "Pricing", section: "pricing" },
  { name: "Contact", section: "contact" },
] as const;

export function sectionHref(section: string, onHomePage: boolean): string {
  return onHomePage ? `#${section}` : `/#${section}`;
}
