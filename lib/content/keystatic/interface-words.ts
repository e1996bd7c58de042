import { fields, singleton } from "@keystatic/core";

// The words around the forms that no other entry holds (docs/editing.md, "Interface words"): one singleton,
// content/interface-words.yaml, grouped by where the visitor meets them. Each field's placeholders are declared here
// once: the editor's help lists them, the reader (lib/content/interface-words.ts) types the pages' values by them and
// the content check names a missing or unknown one.

type Field = { label: string; help?: string; placeholders?: readonly string[]; multiline?: boolean };

const PLACEHOLDER_MEANS: Record<string, string> = {
  companyName: "the company's name",
  planName: "the plan's name",
  fromPlan: "the plan the account has now",
  billingCycle: "Monthly or Yearly",
  email: "the address the mail goes to",
  contactUs: `the link to the contact page, with the words of "Contact us"`,
  talkToSales: `the link to the sales form, with the words of "talk to sales"`,
  days: "how many days an invoice link works",
  address: "the office's address (read out to screen readers only)",
};

export const INTERFACE_WORDS = {
  signup: {
    label: "Signup and checkout",
    fields: {
      needAHand: {
        label: "Help line under an error",
        help: "Under an error in the signup form or the payment step.",
        placeholders: ["contactUs", "talkToSales"],
      },
      contactUs: { label: "Help line: contact link's words" },
      talkToSales: { label: "Help line: sales link's words" },
      checkoutUpgrading: {
        label: "Payment step: upgrading an account",
        placeholders: ["companyName", "fromPlan", "planName", "billingCycle"],
      },
      checkoutNewAccount: {
        label: "Payment step: a new account",
        placeholders: ["companyName"],
        multiline: true,
      },
      orderCaption: { label: "Order summary's title after paying", help: "On the success screen and the resume page." },
      companyRegistered: { label: "Success: company registered", placeholders: ["companyName"] },
      paymentSucceeded: { label: "Success: payment note" },
      upgraded: { label: "Success: upgrade done", placeholders: ["companyName", "planName"] },
      upgradeReceipt: { label: "Success: upgrade's receipt", placeholders: ["email"], multiline: true },
      warningApiKey: { label: "Sync warning: the API key's label" },
      apiKeyTitle: { label: "New API key: title" },
      apiKeyNote: { label: "New API key: what to do with it", multiline: true },
      resumePaidTitle: { label: "Resume link, order paid: title" },
      resumeTitle: { label: "Resume link: title" },
      resumeText: { label: "Resume link: text", multiline: true },
      resumeButton: { label: "Resume link: button" },
    },
  },
  paymentStatus: {
    label: "Payment status",
    fields: {
      invoiceLinkTitle: { label: "Expired invoice link: title" },
      invoiceLinkIntro: {
        label: "Expired invoice link: text",
        placeholders: ["days", "contactUs"],
        multiline: true,
      },
      contactUs: { label: "Expired invoice link: contact link's words" },
    },
  },
  contact: {
    label: "Contact map",
    fields: {
      openMap: { label: "Link to the map site", placeholders: ["address"] },
      showMap: { label: "Button: show the map" },
      hideMap: { label: "Button: hide the map" },
      mapTitle: { label: "The map's name for screen readers", placeholders: ["address"] },
    },
  },
  faqPage: {
    label: "FAQ page",
    fields: {
      title: { label: "Title" },
      topics: { label: "Heading of the topics list" },
    },
  },
} as const satisfies Record<string, { label: string; fields: Record<string, Field> }>;

export type InterfaceWordsDeclaration = typeof INTERFACE_WORDS;

function help({ help, placeholders = [] }: Field): string | undefined {
  const names = placeholders.map((name) => `{${name}}: ${PLACEHOLDER_MEANS[name]}`);
  const listed = names.length ? `Placeholders, each required: ${names.join(". ")}.` : "";
  return [help, listed].filter(Boolean).join(" ") || undefined;
}

const group = ({ label, fields: declared }: { label: string; fields: Record<string, Field> }) =>
  fields.object(
    Object.fromEntries(
      Object.entries(declared).map(([name, field]) => [
        name,
        fields.text({
          label: field.label,
          description: help(field),
          multiline: field.multiline ?? false,
          validation: { isRequired: true },
        }),
      ]),
    ),
    { label },
  );

export const interfaceWords = singleton({
  label: "Interface words",
  path: "content/interface-words",
  format: { data: "yaml" },
  schema: Object.fromEntries(Object.entries(INTERFACE_WORDS).map(([name, declared]) => [name, group(declared)])),
});
