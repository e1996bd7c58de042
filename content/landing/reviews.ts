import type { ReviewsContent } from "./types";

const avatar = (slug: string) => ({ src: `/images/people/${slug}.svg`, alt: "", width: 96, height: 96 });

export const reviews: ReviewsContent = {
  heading: "What our customers say",
  headingText: "Honest reviews from tele callers, lead managers and sales leaders who work in LeadFlow every day.",
  reviews: [
    {
      title: "Setup took one afternoon",
      text: "We imported 4,000 open leads from spreadsheets, created our departments and had the whole team working in LeadFlow the same day.",
      rating: 5,
      name: "Lucas Moreau",
      role: "Sales Manager",
      company: "Solace Travel",
      image: avatar("lucas-moreau"),
    },
    {
      title: "The mobile app is the best part",
      text: "My field owners update leads right after each visit. No more end-of-day data entry, and I see the pipeline change in real time.",
      rating: 5,
      name: "Rahul Verma",
      role: "Business Development Lead",
      company: "Quantico Motors",
      image: avatar("rahul-verma"),
    },
    {
      title: "Reports my director actually reads",
      text: "Conversion by source and by owner, scheduled every Monday. It replaced three spreadsheets and a weekly meeting.",
      rating: 5,
      name: "Emily Carter",
      role: "Revenue Operations Analyst",
      company: "Vertexa Software",
      image: avatar("emily-carter"),
    },
    {
      title: "Assignment rules save us hours",
      text: "Leads are routed by city and product line automatically. I would love more rule templates, but the ones we built work perfectly.",
      rating: 4,
      name: "Priya Nair",
      role: "Lead Manager",
      company: "Bluepeak Insurance",
    },
    {
      title: "Nothing falls through the cracks",
      text: "Stalled-lead alerts caught a dozen forgotten enquiries in our first week, and two of them turned into signed contracts.",
      rating: 5,
      name: "Marco Bianchi",
      role: "Inside Sales Team Lead",
      company: "Northwind Realty",
    },
    {
      title: "Great value for a growing team",
      text: "We started on the free plan and moved to Starter when we hired. Support answered every question within a few hours.",
      rating: 4,
      name: "Grace Liu",
      role: "Founder",
      company: "Meridian Education",
    },
  ],
};
