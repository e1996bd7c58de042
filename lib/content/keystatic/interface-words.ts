import { fields, singleton } from "@keystatic/core";

// The words on the pages that no other entry holds (docs/editing.md, "Interface words"): one singleton,
// content/interface-words.yaml, grouped by where the visitor meets them. Each field's placeholders are declared here
// once: the editor's help lists them, the reader (lib/content/interface-words.ts) types the pages' values by them and
// the content check names a missing or unknown one.

type Field = { label: string; help?: string; placeholders?: readonly string[]; multiline?: boolean };

const PLACEHOLDER_MEANS: Record<string, string> = {
  companyName: "the company's name",
  planName: "the plan's name",
  fromPlan: "the plan the account has now",
  billingCycle: "Monthly or Yearly",
  plan: `the plan with its billing cycle, "Starter (Monthly)", or the words for no plan`,
  registeredPlan: `the plan the registration has, with its billing cycle: "Starter (Monthly)"`,
  chosenPlan: `the plan just chosen, with its billing cycle, or the words for no plan`,
  email: "the e-mail address",
  contactUs: `the link to the contact page, with the words of "Contact us"`,
  talkToSales: `the link to the sales form, with the words of "talk to sales"`,
  signIn: "the link to the app's sign-in page, with the words of the field below",
  signUp: "the link to the signup page, with the words of the field below",
  backToSignIn: "the link to the sign-in page, with the words of the field below",
  days: "how many days an invoice link works",
  address: "the office's address (read out to screen readers only)",
  step: "the step's number",
  rating: "the review's number of stars, 1 to 5",
  count: "the number",
  posts: "how many posts, in the words of the two fields above",
  tag: "the tag",
  category: "the category's name",
  title: "the list's own search title, as on its first page",
  description: "the list's own search description, as on its first page",
  query: "what the visitor typed",
  author: "the post's author",
  page: "the page's number",
  minutes: "the reading time in minutes",
  name: "the name the commenter gave",
  role: "the role's title",
  prefix: `the calling code of the visitor's country, "+91"`,
  phone: "the number as the site read it",
  emailLink: "the contact e-mail address, as a link",
  checkRequest: "the link to the status page, with the words of the field below",
  reference: "the request's reference, DDR-…",
  scope: "what the request asks to delete",
  listName: "the mailing list's name",
};

const SCREEN_READERS = "Read out by screen readers; not shown on the page.";

export const INTERFACE_WORDS = {
  everyPage: {
    label: "Every page: header, menu and trail",
    fields: {
      trailHome: { label: "The trail above an inner page's title: its first link, to the home page" },
      trail: { label: "The trail's name", help: SCREEN_READERS },
      skipToContent: {
        label: "Link to skip to the page's content",
        help: "The first thing keyboard and screen reader users meet on every page; shown when it has the focus.",
      },
      homeLink: { label: "The logo's link to the home page", help: SCREEN_READERS },
      mainMenu: { label: "The header menu's name", help: SCREEN_READERS },
      region: { label: "The region selector's name", help: SCREEN_READERS },
      menuButton: { label: "Phone menu: the button's name", help: SCREEN_READERS },
      phoneMenu: { label: "Phone menu: the menu's name", help: SCREEN_READERS },
      scrollToTop: { label: "The button back to the top of the page", help: SCREEN_READERS },
    },
  },
  home: {
    label: "Home page sections",
    fields: {
      workStep: {
        label: "How it works: before each step's title",
        help: `${SCREEN_READERS} Also on /features.`,
        placeholders: ["step"],
      },
      workRole: { label: "How it works: before each step's role", help: SCREEN_READERS },
      screenshots: { label: "Screenshots: the strip's name", help: `${SCREEN_READERS} Also on /features.` },
      reviewStars: {
        label: "Customer reviews: each review's stars",
        help: `${SCREEN_READERS} Also on /reviews.`,
        placeholders: ["rating"],
      },
      appStores: { label: "App download: the store badges' name", help: SCREEN_READERS },
      storeComingSoon: {
        label: "App download: under a store's badge until it lists the app",
        help: "Also on the download page.",
      },
    },
  },
  pricing: {
    label: "Pricing page",
    fields: {
      comparisonTable: { label: "Comparison: the table's name", help: SCREEN_READERS },
      comparisonCaption: { label: "Comparison: the table's caption", help: SCREEN_READERS },
      included: { label: "Comparison: a feature the plan has (the ✓)", help: SCREEN_READERS },
      notIncluded: { label: "Comparison: a feature the plan lacks (the –)", help: SCREEN_READERS },
    },
  },
  signup: {
    label: "Signup and checkout",
    fields: {
      testPaymentsTitle: {
        label: "Test payments banner: its name",
        help: `${SCREEN_READERS} The banner is above the signup form where the site takes test payments only (a preview, a developer's machine).`,
      },
      testPaymentsLead: { label: "Test payments banner: the text's start, in bold" },
      testPaymentsText: { label: "Test payments banner: the rest of the text", multiline: true },
      registeredNotice: {
        label: "Notice: this browser's company is registered already",
        help: "Above the form when a plan was chosen since.",
        placeholders: ["companyName", "plan", "signIn"],
        multiline: true,
      },
      signInLink: { label: "Notice: the sign-in link's words" },
      formHeading: { label: "Form: its heading" },
      formIntro: { label: "Form: the line under its heading" },
      noScript: {
        label: "Form: the note for a browser without JavaScript",
        help: "Registration needs the page's script: shown in its place when the browser runs none.",
        multiline: true,
      },
      phoneHint: { label: "Form: the hint under the phone number", placeholders: ["prefix"] },
      phoneRead: {
        label: "Form: how the site read a number typed without its country code",
        placeholders: ["phone"],
      },
      planBillingCycle: {
        label: "Plan box: before the billing cycle",
        help: "In the plan box above the form and in the payment step.",
      },
      planUsers: { label: "Plan box: before the users" },
      planAiTokens: { label: "Plan box: before the AI tokens" },
      cardFormLoading: { label: "Payment step: while the card form loads" },
      cardFormRetry: { label: "Payment step: button to load the card form again", help: "After it failed to load." },
      cardDetails: { label: "Test card form: its title", help: "Where the site takes test payments only." },
      testModeBadge: { label: "Test card form: the badge beside its title" },
      billingStateChoose: { label: "Billing details, India: the state list's first line" },
      billingAddressRequired: {
        label: "Billing details: the address rule where a business number is required (the EU)",
        placeholders: ["parts", "number"],
      },
      billingAddressOptional: {
        label: "Billing details: the address rule elsewhere",
        placeholders: ["number", "parts"],
      },
      billingAddressParts: {
        label: "Billing details: the address's required parts, in a country without postal codes",
      },
      billingAddressPartsPostal: { label: "Billing details: the address's required parts, with the postal code" },
      billingGstinHint: { label: "Billing details, India: under the GSTIN", multiline: true },
      billingTaxIdEu: {
        label: "Billing details, EU: under the VAT number",
        placeholders: ["example"],
        multiline: true,
      },
      billingTaxIdReverseCharge: {
        label: "Billing details, UK and Australia: under the VAT number or ABN",
        help: "{tax} is VAT in the UK, GST in Australia.",
        placeholders: ["example", "tax"],
        multiline: true,
      },
      billingTaxIdOther: { label: "Billing details, other countries: under the tax ID", multiline: true },
      planChange: {
        label: "Notice: a registration waiting for payment, another plan chosen",
        placeholders: ["companyName", "registeredPlan", "chosenPlan"],
        multiline: true,
      },
      noPlan: { label: "Notice: the words for no plan" },
      payForRegistered: { label: "Notice: button to pay for the registered plan", placeholders: ["registeredPlan"] },
      registerAnother: {
        label: "Button to register a different company",
        help: "Under the notices, the payment step's notice and the success screen.",
      },
      upgradeTitle: {
        label: "Upgrade offer: title",
        help: "In place of the form when this browser's company has a free plan and a paid one was chosen since.",
        placeholders: ["companyName", "planName"],
      },
      upgradeOffer: {
        label: "Upgrade offer: text",
        placeholders: ["companyName", "fromPlan", "planName", "billingCycle"],
        multiline: true,
      },
      pendingNotice: {
        label: "Payment step: a registration waiting for payment",
        help: "When a visitor comes back to pay.",
        placeholders: ["companyName"],
      },
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
      gatewayBox: { label: "Payment step: the gateway box's name", help: SCREEN_READERS },
      completing: { label: "While the account is set up: the text under the heading" },
      upgradeSuccessful: { label: "Success: title after an upgrade" },
      orderCaption: { label: "Order summary's title after paying", help: "On the success screen and the resume page." },
      companyRegistered: { label: "Success: company registered", placeholders: ["companyName"] },
      paymentSucceeded: { label: "Success: payment note" },
      credentialsSent: { label: "Success: where the login details went", placeholders: ["email"] },
      checkInbox: { label: "Success: what to look for in the inbox", multiline: true },
      goToPricing: { label: "Success: link to the pricing page", help: "When the visitor registered without a plan." },
      upgraded: { label: "Success: upgrade done", placeholders: ["companyName", "planName"] },
      upgradeReceipt: { label: "Success: upgrade's receipt", placeholders: ["email"], multiline: true },
      resendButton: { label: "Success: button to send the welcome e-mail again" },
      resetPassword: {
        label: "Success: link to reset the password",
        help: "After the answer that the account's password is chosen already.",
      },
      warningApiKey: { label: "Sync warning: the API key's label" },
      apiKeyTitle: { label: "New API key: title" },
      apiKeyNote: { label: "New API key: what to do with it", multiline: true },
      resumePaidTitle: { label: "Resume link, order paid: title" },
      resumeTitle: { label: "Resume link: title" },
      resumeText: { label: "Resume link: text", multiline: true },
      resumeButton: { label: "Resume link: button" },
      pendingBannerName: {
        label: "Banner on the other pages: its name",
        help: `${SCREEN_READERS} The banner offers a registration waiting for payment back, at the foot of every other page.`,
      },
      pendingBanner: { label: "Banner on the other pages: text", placeholders: ["planName", "billingCycle"] },
      pendingBannerLink: { label: "Banner on the other pages: link to the signup" },
      pendingBannerLater: { label: "Banner on the other pages: button to close it" },
    },
  },
  signIn: {
    label: "Sign in and forgotten password",
    fields: {
      loginTitle: { label: "Sign-in page: title" },
      loginIntro: { label: "Sign-in page: text", multiline: true },
      forgotLink: { label: "Sign-in page: link to reset the password" },
      newHere: { label: "Sign-in page: line to the signup", placeholders: ["signUp"] },
      signUp: { label: "Sign-in page: the signup link's words" },
      forgotTitle: { label: "Forgotten password page: title" },
      forgotIntro: { label: "Forgotten password page: text", multiline: true },
      remembered: { label: "Forgotten password page: line back to sign in", placeholders: ["backToSignIn"] },
      backToSignIn: { label: "Forgotten password page: the sign-in link's words" },
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
    label: "Contact details and map",
    fields: {
      email: { label: "Contact details: above the e-mail address" },
      phone: { label: "Contact details: above the phone number" },
      office: { label: "Contact details: above the office's address" },
      messagesOpenSoon: {
        label: "Instead of the form, where the site takes no messages yet",
        placeholders: ["emailLink"],
      },
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
  careers: {
    label: "Careers page",
    fields: {
      roleTeam: { label: "Open role: before the team", help: SCREEN_READERS },
      roleLocation: { label: "Open role: before the location", help: SCREEN_READERS },
      roleType: { label: "Open role: before the type", help: SCREEN_READERS },
      apply: { label: "Open role: the button" },
      applyFor: { label: "Open role: the button's name", help: SCREEN_READERS, placeholders: ["role"] },
      applySubject: { label: "Open role: the application e-mail's subject", placeholders: ["role"] },
      generalSubject: { label: "General application: the e-mail's subject" },
      step: { label: "Hiring steps: above each step", placeholders: ["step"] },
    },
  },
  dataDeletion: {
    label: "Data deletion pages",
    fields: {
      requestHeading: { label: "Data deletion policy: the form's heading" },
      requestText: {
        label: "Data deletion policy: the text above the form",
        placeholders: ["checkRequest"],
        multiline: true,
      },
      checkRequest: { label: "Data deletion policy: the status page link's words" },
      statusTitle: { label: "Status page: title" },
      statusIntro: { label: "Status page: text", multiline: true },
      confirmTitle: { label: "Confirmation link's page: title" },
      confirmQuestion: {
        label: "Confirmation link's page: the question",
        placeholders: ["reference", "email", "scope"],
      },
      backToPolicy: { label: "Confirmation link's page: link back to the policy" },
    },
  },
  newsletter: {
    label: "Newsletter links",
    fields: {
      confirmTitle: { label: "Confirmation link's page: title" },
      confirmQuestion: { label: "Confirmation link's page: the question", placeholders: ["email", "listName"] },
      unsubscribeTitle: { label: "Unsubscribe link's page: title" },
      unsubscribeQuestion: { label: "Unsubscribe link's page: the question", placeholders: ["listName", "email"] },
    },
  },
  legal: {
    label: "Legal pages",
    fields: {
      lastUpdated: { label: "Before the date the text last changed" },
      onThisPage: { label: "Contents: title" },
      onThisPageCount: {
        label: "Contents: title on a phone, where the list opens and closes",
        placeholders: ["count"],
      },
      otherDocuments: { label: "Heading of the links to the other legal documents" },
    },
  },
  blog: {
    label: "Blog",
    fields: {
      blogName: {
        label: "The blog's name",
        help: "In the trail above a post's or a list's title, and after LeadFlow on a post's picture in shared links.",
      },
      byAuthor: {
        label: "Post card: the author",
        help: "Also on the post's picture in shared links.",
        placeholders: ["author"],
      },
      pagination: { label: "Pages of posts: the list's name", help: SCREEN_READERS },
      previousPage: { label: "Pages of posts: previous" },
      nextPage: { label: "Pages of posts: next" },
      pageNumber: { label: "Pages of posts: each page's name", help: SCREEN_READERS, placeholders: ["page"] },
      onePost: { label: "A count of one post", placeholders: ["count"] },
      manyPosts: { label: "A count of posts", placeholders: ["count"] },
      inCategory: { label: "Category page: text", placeholders: ["posts"] },
      tagged: { label: "Tag page: text", placeholders: ["posts", "tag"] },
      allPosts: { label: "Category and tag pages: link to all posts" },
      sidebar: { label: "Sidebar: its name", help: SCREEN_READERS },
      searchPosts: { label: "Sidebar: the search box's label" },
      searchNoMatch: { label: "Search: no post matches", placeholders: ["query"] },
      searchOneMatch: { label: "Search: one post matches", placeholders: ["count", "query"] },
      searchMatches: { label: "Search: posts match", placeholders: ["count", "query"] },
      author: { label: "Post: before the author" },
      published: { label: "Post: before the date" },
      category: { label: "Post: before the category" },
      tags: { label: "Post: before the tags" },
      readingTimeLabel: { label: "Post: before the reading time" },
      readingTime: { label: "Post: the reading time", placeholders: ["minutes"] },
      postNav: { label: "Post: the links to other posts' name", help: SCREEN_READERS },
      previousPost: { label: "Post: link to the previous post" },
      nextPost: { label: "Post: link to the next post" },
      oneComment: { label: "Comments: heading for one", placeholders: ["count"] },
      manyComments: { label: "Comments: heading for several", placeholders: ["count"] },
      commentBy: { label: "Comments: each comment's name", help: SCREEN_READERS, placeholders: ["name"] },
      leaveComment: { label: "Comment form: heading" },
      commentNote: { label: "Comment form: text", multiline: true },
      commentFields: { label: "Comment form: the fields' name", help: SCREEN_READERS },
      laterPageTitle: {
        label: "Search title of a list's page 2, 3, …",
        help: "Search results, shared links and the browser's tab.",
        placeholders: ["title", "page"],
      },
      laterPageDescription: {
        label: "Search description of a list's page 2, 3, …",
        placeholders: ["description", "page"],
      },
      categoryPageTitle: { label: "Category page: search title", placeholders: ["category"] },
      categoryPageDescription: { label: "Category page: search description", placeholders: ["category"] },
      tagPageTitle: { label: "Tag page: search title", placeholders: ["tag"] },
      tagPageDescription: { label: "Tag page: search description", placeholders: ["tag"] },
      feedTitle: { label: "The feed's title", help: "What a feed reader calls the blog (/blog/feed.xml)." },
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
