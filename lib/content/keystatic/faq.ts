import { fields, singleton } from "@keystatic/core";

// The FAQ page (/faq, and the landing page's FAQ section), as Keystatic edits it: content/faq/faq.yaml. The pricing
// page asks some of the same questions: each is one entry here, ticked for the pricing page, never a second copy.
// Arrays keep the order staff give them.

const required = { length: { min: 1 } } as const;

const question = fields.object({
  title: fields.text({ label: "Question", validation: required }),
  content: fields.text({
    label: "Answer",
    multiline: true,
    validation: required,
    description: "Addresses as {supportEmail}, {billingEmail} or {privacyEmail}: the site shows the configured inbox.",
  }),
  onPricingPage: fields.checkbox({
    label: "Also on the pricing page",
    description: "Shown under “Pricing questions” on /pricing, in this order.",
    defaultValue: false,
  }),
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
