import type { BrandsContent } from "./types";

const logo = (slug: string, name: string) => ({ src: `/images/brands/${slug}.svg`, alt: name, width: 160, height: 48 });

export const brands: BrandsContent = {
  heading: "Trusted by growing sales teams",
  brands: [
    { name: "Northwind", logo: logo("northwind", "Northwind") },
    { name: "Bluepeak", logo: logo("bluepeak", "Bluepeak") },
    { name: "Quantico", logo: logo("quantico", "Quantico") },
    { name: "Meridian", logo: logo("meridian", "Meridian") },
    { name: "Solace", logo: logo("solace", "Solace") },
    { name: "Vertexa", logo: logo("vertexa", "Vertexa") },
  ],
};
