// Header anchors point at the home page's sections, so they work from inner pages too.
export const NAV_LINKS = [
  { name: "Home", href: "/#home" },
  { name: "Features", href: "/#features" },
  { name: "Pricing", href: "/#pricing" },
  { name: "Contact", href: "/#contact" },
] as const;
