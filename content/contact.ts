import type { ContactContent } from "./types";

export const contact: ContactContent = {
  heading: "Talk to the LeadFlow team",
  headingText:
    "Questions about plans, a demo for your sales team or help moving your leads over from spreadsheets: we are happy to help.",
  headingTexttwo: "We answer every message within one business day, Monday to Friday.",
  contactInfo: {
    email: "hello@leadflow.example",
    // The page shows phones[region]; this is the default for readers of the content API.
    phone: "+1 (415) 555-0142",
    other: "201 Spear Street, Suite 1100, San Francisco, CA 94105, United States",
  },
  phones: { india: "+91 80 4718 2290", global: "+1 (415) 555-0142" },
  map: {
    query: "201 Spear Street, San Francisco, CA 94105",
    location: { lat: 37.79136, lon: -122.39216, zoom: 17 },
  },
};
