// The header's anchors (content/menus.yaml, edited in Keystatic): the home page's sections, scrolled to within the
// page on the home page and its theme variants, reached through "/" from every other page.
export type NavLink = { name: string; section: string };

export function sectionHref(section: string, onHomePage: boolean): string {
  return onHomePage ? `#${section}` : `/#${section}`;
}
