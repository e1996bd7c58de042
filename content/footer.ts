import type { FooterContent } from "./types";

export const footer: FooterContent = {
  logo: { src: "/images/logo.svg", alt: "LeadFlow", width: 160, height: 40 },
  description:
    "LeadFlow helps sales teams capture every lead, route it to the right owner and follow it through to a signed deal, on the web and on the phone in their pocket.",
  footerLinks: {
    company: [
      { name: "About Us", link: "/about" },
      { name: "Careers", link: "/careers" },
      { name: "Blog", link: "/blog-three-column" },
      { name: "Contact", link: "/contact-page" },
    ],
    product: [
      { name: "Features", link: "/features" },
      { name: "Pricing", link: "/pricing" },
      { name: "Reviews", link: "/reviews" },
      { name: "Download App", link: "/download-page" },
    ],
    support: [
      { name: "FAQ", link: "/faq" },
      { name: "Terms of Service", link: "/terms" },
      { name: "Privacy Policy", link: "/privacy" },
      { name: "Disclaimer", link: "/disclaimer" },
      { name: "Data Deletion", link: "/data-deletion" },
    ],
  },
  copyright: "© 2026 LeadFlow. All rights reserved.",
};
