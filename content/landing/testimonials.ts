import type { TestimonialsContent } from "./types";

const avatar = (slug: string) => ({ src: `/images/people/${slug}.svg`, alt: "", width: 96, height: 96 });

export const testimonials: TestimonialsContent = {
  heading: "Sales teams that stopped losing leads",
  headingText: "Hear it from the managers and reps who use LeadFlow every day.",
  testimonials: [
    {
      quote:
        "Before LeadFlow, about one enquiry in five never got a call-back. Now every lead has an owner within minutes, and our conversion rate went from 11% to 17% in one quarter.",
      name: "Ananya Rao",
      role: "Head of Sales",
      company: "Northwind Realty",
      image: avatar("ananya-rao"),
    },
    {
      quote:
        "Our tele callers log a lead and assign it to a department in under thirty seconds. The follow-up calendar alone paid for the subscription in the first month.",
      name: "James Whitfield",
      role: "Sales Operations Manager",
      company: "Bluepeak Insurance",
      image: avatar("james-whitfield"),
    },
    {
      quote:
        "I review the whole pipeline on my phone between meetings. The AI suggestions tell my owners who to call first, and the weekly report is ready before I ask for it.",
      name: "Fatima Noor",
      role: "Regional Sales Director",
      company: "Meridian Education",
      image: avatar("fatima-noor"),
    },
  ],
};
