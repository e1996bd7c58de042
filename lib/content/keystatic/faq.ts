import { fields, singleton } from "@keystatic/core";

// The FAQ page (/faq, and the landing page's FAQ section) and the pricing page's questions, as Keystatic edits them:
// one YAML file each under content/faq/. Arrays keep the order staff give them.

const required = { length: { min: 1 } } as const;

const question = fields.object({
  title: fields.text({ label: "Question", validation: required }),
  content: fields.text({ label: "Answer", multiline: true, validation: required }),
});
const questions = (label: string) =>
  fields.array(question, { label, itemLabel: (item) => item.fields.title.value || "New question" });

export const faqPage = singleton({
  label: "FAQ page",
  path: "content/faq/faq",
  format: { data: "yaml" },
  schema: {
    headingTwo: fields.text({ label: "Heading on the landing page", validation: required }),
    headingText: fields.text({ label: "Introduction", multiline: true, validation: required }),
    groups: fields.array(
      fields.object({
        title: fields.text({
          label: "Topic",
          description: "Its link on /faq is made from it: /faq#plans-and-billing.",
          validation: required,
        }),
        items: questions("Questions"),
      }),
      { label: "Topics", itemLabel: (group) => group.fields.title.value || "New topic" },
    ),
  },
});

export const pricingFaq = singleton({
  label: "Pricing page questions",
  path: "content/faq/pricing",
  format: { data: "yaml" },
  schema: { items: questions("Questions") },
});
