// The site's copy in Keystatic (everything but the blog and the FAQ): the landing sections, testimonials, reviews and
// team, the legal documents, the download and coming-soon texts, the contact details and the footer.
// lib/content/keystatic/config.ts spreads these definitions in; pages read the files through lib/content/site-copy.ts, which
// checks each one with its zod schema.
//
// Each entry is a singleton, one YAML file under content/. The lists (testimonials, reviews, team, screenshots…)
// are arrays inside their section's singleton: their order is the order on the page (drag to reorder), and their
// images stay where they are in public/ (a collection would file each entry's images under a folder of its own).
import { fields, singleton, type ComponentSchema } from "@keystatic/core";
import { imageField } from "./image-field";
import { SITE_NAME } from "../../site/site";

/** What every page's title ends with (app/layout.tsx's title template). */
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;
/** Beside a page's SEO title: what visitors will see. */
export const SEO_TITLE_HELP = `In search results and shared links, followed by "${TITLE_SUFFIX}" (the site adds it: do not type it). Empty: the page's own.`;

const required = { validation: { isRequired: true } } as const;

const line = (label: string, description?: string) => fields.text({ label, description, ...required });
const paragraph = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, ...required });
const lines = (label: string, itemLabel: string) =>
  fields.array(line(itemLabel), {
    label,
    itemLabel: (props) => props.value || itemLabel,
    validation: { length: { min: 1 } },
  });

const LINK_HELP =
  "A page of this site (/pricing, /signup?plan=1), a section of this page (#pricing) or a full address (https://…).";
const link = (label: string) =>
  fields.object({ name: line("Text"), link: line("Link to", LINK_HELP) }, { label, layout: [6, 6] });

/**
 * A file under public/<folder>, stored as its public path ("/images/landing/hero.svg"), keeping its name on every
 * save (./image-field.ts). No size to type: the site reads each image's width and height from the file itself
 * (lib/content/image-files.ts, docs/editing.md).
 */
const imageFile = (label: string, folder: string) =>
  imageField({ label, directory: `public/images/${folder}`, publicPath: `/images/${folder}/`, ...required });

/** An image that says something: its alt text is required. */
const image = (label: string, folder: string) =>
  fields.object(
    {
      src: imageFile("File", folder),
      alt: line("Alt text", "What the image shows, for people who cannot see it and for search engines."),
    },
    { label },
  );

/** An image beside text that already says it all (a reviewer's photo next to their name): shown with empty alt text. */
const decorativeImage = (label: string, folder: string) =>
  fields.object(
    { src: imageFile("File", folder) },
    { label, description: "Decorative: its caption says what it shows." },
  );

/** The icons a feature or service item can show (components/sections/icons.tsx draws them). */
export const ICON_NAMES = [
  "capture",
  "assign",
  "monitor",
  "convert",
  "ai",
  "dashboard",
  "calendar",
  "reports",
  "kpi",
  "mobile",
  "team",
  "security",
] as const;
const icon = fields.select({
  label: "Icon",
  options: ICON_NAMES.map((value) => ({ label: value, value })),
  defaultValue: "capture",
});

const heading = line("Heading");
const headingText = paragraph("Text under the heading");

const iconItems = (label: string) =>
  fields.array(fields.object({ icon, title: line("Title"), text: paragraph("Text") }), {
    label,
    itemLabel: (props) => props.fields.title.value,
    validation: { length: { min: 1 } },
  });

/** A singleton in content/<file>.yaml. */
const yamlFile = <Schema extends Record<string, ComponentSchema>>(label: string, file: string, schema: Schema) =>
  singleton({ label, path: `content/${file}`, format: { data: "yaml" }, schema });
const landing = <Schema extends Record<string, ComponentSchema>>(label: string, file: string, schema: Schema) =>
  yamlFile(label, `landing/${file}`, schema);

const hero = landing("Home: hero", "hero", {
  eyebrow: line("Eyebrow", "The short line above the title."),
  title: line("Title"),
  text: paragraph("Text"),
  emailLabel: line("E-mail field label"),
  emailPlaceholder: line("E-mail field placeholder"),
  submitLabel: line("Button"),
  secondaryCta: link("Second link"),
  highlights: lines("Highlights", "Highlight"),
  image: image("Image", "landing"),
});

const feature = landing("Home: features", "feature", {
  heading,
  headingText,
  image: image("Image", "landing"),
  featureData: iconItems("Features"),
});

const work = landing("Home: how it works", "work", {
  heading,
  headingText,
  workData: fields.array(
    fields.object({
      step: fields.integer({ label: "Step number", validation: { isRequired: true, min: 1 } }),
      title: line("Title"),
      text: paragraph("Text"),
      role: line("Who does it"),
    }),
    { label: "Steps", itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
  ),
});

const discover = landing("Home: discover", "discover", {
  heading,
  headingText,
  image: image("Image", "landing"),
  points: lines("Points", "Point"),
});

const service = landing("Home: services", "service", {
  heading,
  headingText,
  image: image("Image", "landing"),
  serviceData: iconItems("Services"),
});

const screenshots = landing("Home: screenshots", "screenshots", {
  heading,
  headingText,
  screenshots: fields.array(
    fields.object({ title: line("Title"), caption: paragraph("Caption"), image: image("Screenshot", "landing") }),
    { label: "Screenshots", itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
  ),
});

const testimonials = landing("Testimonials", "testimonials", {
  heading,
  headingText,
  testimonials: fields.array(
    fields.object({
      quote: paragraph("Quote"),
      name: line("Name"),
      role: line("Role"),
      company: line("Company"),
      image: decorativeImage("Photo", "people"),
    }),
    { label: "Testimonials", itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
  ),
});

const reviews = landing("Reviews", "reviews", {
  heading,
  headingText,
  reviews: fields.array(
    fields.object({
      title: line("Title"),
      text: paragraph("Text"),
      rating: fields.integer({ label: "Stars (1 to 5)", validation: { isRequired: true, min: 1, max: 5 } }),
      name: line("Name"),
      role: line("Role"),
      company: line("Company"),
      image: fields.conditional(
        fields.checkbox({ label: "Has a photo", description: "Without one the card shows the initials." }),
        {
          true: decorativeImage("Photo", "people"),
          false: fields.empty(),
        },
      ),
    }),
    { label: "Reviews", itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
  ),
});

const team = landing("Team", "team", {
  heading,
  headingText,
  teamData: fields.array(
    fields.object({ name: line("Name"), role: line("Role"), image: image("Portrait", "team"), bio: paragraph("Bio") }),
    { label: "Team members", itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
  ),
});

const cta = landing("Call to action", "cta", {
  heading,
  text: paragraph("Text"),
  primary: link("Main button"),
  secondary: link("Second button"),
});

const brands = landing("Brands", "brands", {
  heading,
  brands: fields.array(fields.object({ name: line("Name"), logo: image("Logo", "brands") }), {
    label: "Brands",
    itemLabel: (props) => props.fields.name.value,
    validation: { length: { min: 1 } },
  }),
});

const newsletter = landing("Newsletter", "newsletter", {
  heading,
  headingText,
  emailLabel: line("E-mail field label"),
  emailPlaceholder: line("E-mail field placeholder"),
  submitLabel: line("Button"),
  note: line("Note under the form"),
});

const appDownload = landing("Home: mobile app", "app-download", {
  heading,
  headingText,
  points: lines("Points", "Point"),
  image: image("Image", "landing"),
});

// The plans themselves (cards, comparison table, the content API's plan list) are words in "Plans: descriptions and
// features" (lib/content/keystatic/plan-copy.ts) and numbers in code.
const pricingCopy = landing("Home: pricing heading", "pricing-copy", { heading, headingText });

const LEGAL_TEXT_HELP =
  "Write [label](/path) for a link to a page of this site, e.g. [Privacy Policy](/privacy); an e-mail address becomes a link by itself.";

const legal = (label: string, file: string) =>
  yamlFile(label, `legal/${file}`, {
    title: line("Title"),
    summary: paragraph("Summary", "One sentence under the title and in the other legal pages' links."),
    description: paragraph("Description for search results"),
    updated: fields.date({
      label: "Last updated",
      description: "Change it whenever the text changes.",
      validation: { isRequired: true },
    }),
    action: fields.conditional(fields.checkbox({ label: "Call to action above the sections" }), {
      true: fields.object({
        title: line("Title"),
        text: paragraph("Text"),
        label: line("Button"),
        href: line("Button links to", LINK_HELP),
      }),
      false: fields.empty(),
    }),
    sections: fields.array(
      fields.object({
        title: line("Section title", "Sections are numbered on the page: do not number them here."),
        body: fields.blocks(
          {
            paragraph: { label: "Paragraph", schema: paragraph("Paragraph", LEGAL_TEXT_HELP) },
            list: {
              label: "Bullet list",
              schema: fields.array(paragraph("Point", LEGAL_TEXT_HELP), {
                label: "Points",
                itemLabel: (props) => props.value,
                validation: { length: { min: 1 } },
              }),
            },
          },
          { label: "Text", validation: { length: { min: 1 } } },
        ),
      }),
      { label: "Sections", itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
    ),
  });

const download = yamlFile("App download (store listings)", "download", {
  stores: fields.array(
    fields.object({
      platform: fields.select({
        label: "Phones",
        options: [
          { label: "iPhone and iPad (iOS)", value: "ios" },
          { label: "Android", value: "android" },
        ],
        defaultValue: "ios",
      }),
      store: line("Store name", "As in “Opening App Store…”."),
      device: line("Devices", "As in “The LeadFlow app for Android is coming soon.”"),
      listing: fields.url({
        label: "The app's page in the store",
        description: "Leave empty until the app is published there: the site then says it is coming soon.",
      }),
      badge: image("Store badge", "landing"),
    }),
    { label: "Stores", itemLabel: (props) => props.fields.store.value, validation: { length: { min: 1 } } },
  ),
  listed: fields.object(
    { title: line("Title"), text: paragraph("Text") },
    { label: "Download page, once a store lists the app" },
  ),
  comingSoon: fields.object(
    { title: line("Title"), text: paragraph("Text") },
    { label: "Download page, before any store lists the app" },
  ),
  onComputer: line("On a computer", "Shown on the download page to a visitor who is not on a phone."),
  openAfterMs: fields.integer({
    label: "Open the store after (milliseconds)",
    description: "Long enough to read the page and to choose a store by hand instead.",
    validation: { isRequired: true, min: 0 },
  }),
});

const comingSoon = yamlFile("Coming soon", "coming-soon", {
  title: line("Title"),
  text: paragraph("Text"),
  liveTitle: line("Title once launched"),
  liveText: paragraph("Text once launched"),
  launchAt: line("Launch moment", "Date, time and time zone offset, e.g. 2027-03-01T09:00:00+05:30 (9:00 in India)."),
});

const contact = yamlFile("Contact (contact page and home page)", "contact", {
  heading,
  headingText,
  headingTexttwo: paragraph("Second text", "Under the first: when we answer, for example."),
  email: line("E-mail", "Shown as a link on the page and beside the form."),
  address: paragraph("Office address"),
  phones: fields.object(
    {
      global: line("Phone for Global visitors", "Digits, spaces, +, ( ) and -: it becomes a tap-to-call link."),
      india: line("Phone for India visitors", "Digits, spaces, +, ( ) and -: it becomes a tap-to-call link."),
    },
    { label: "Phone numbers", description: "Each visitor sees the number of their region.", layout: [6, 6] },
  ),
  map: fields.object(
    {
      query: line("Address for the map link", "What “Open in OpenStreetMap” searches for."),
      // Text, not a number field: the editor's number input keeps 3 decimals (about 100 m), an office needs 5.
      lat: line("Latitude", "In decimal degrees, e.g. 37.79136 (north is positive)."),
      lon: line("Longitude", "In decimal degrees, e.g. -122.39216 (east is positive)."),
      zoom: fields.integer({ label: "Zoom (1 to 19)", validation: { isRequired: true, min: 1, max: 19 } }),
    },
    { label: "Map", description: "The office on the map the page shows on request.", layout: [12, 4, 4, 4] },
  ),
  detailsHeading: line("Contact details' heading"),
  formHeading: line("Form's heading"),
  mapHeading: line("Map's heading", "Not shown: it names the map for screen readers."),
  mapNote: line("Note under the map"),
});

const footerLinks = (label: string) =>
  fields.array(link("Link"), {
    label,
    itemLabel: (props) => props.fields.name.value,
    validation: { length: { min: 1 } },
  });

const footer = yamlFile("Footer", "footer", {
  description: paragraph("Text under the logo"),
  company: footerLinks("Company links"),
  product: footerLinks("Product links"),
  support: footerLinks("Support links"),
  copyright: line("Copyright line"),
});

/** The home page's sections, in their default order (docs/product.md section 2). */
export const HOME_SECTIONS = [
  "hero",
  "features",
  "work",
  "discover",
  "service",
  "screenshots",
  "testimonials",
  "reviews",
  "pricing",
  "faq",
  "download",
  "newsletter",
  "team",
  "contact",
  "brands",
] as const;
/** The anchor of each home section, for the header menu ("home" is the hero's). */
export const HOME_ANCHORS = [
  "home",
  "features",
  "how-it-works",
  "discover",
  "services",
  "screenshots",
  "testimonials",
  "reviews",
  "pricing",
  "faq",
  "download",
  "newsletter",
  "team",
  "contact",
  "brands",
] as const;
const choice = (label: string, values: readonly string[], description?: string) =>
  fields.select({
    label,
    description,
    options: values.map((value) => ({ label: value, value })),
    defaultValue: values[0],
  });

const home = landing("Home: sections and their order", "home", {
  sections: fields.array(
    fields.object(
      {
        section: choice("Section", HOME_SECTIONS),
        show: fields.checkbox({ label: "Show it", defaultValue: true }),
      },
      { layout: [8, 4] },
    ),
    {
      label: "Sections",
      description: "Drag to reorder. Untick “Show it” to hide a section; a section not listed is hidden too.",
      itemLabel: (props) => `${props.fields.section.value}${props.fields.show.value ? "" : " (hidden)"}`,
      validation: { length: { min: 1 } },
    },
  ),
});

const sectionLabels = landing("Section labels (the small line above a home section's heading)", "section-labels", {
  features: line("Features"),
  work: line("How it works"),
  discover: line("Discover"),
  service: line("Services"),
  screenshots: line("Screenshots"),
  reviews: line("Reviews"),
  appDownload: line("Mobile app"),
  team: line("Team"),
  contact: line("Contact"),
});

const pageHeading = (label: string) =>
  fields.object({ title: line("Title"), text: paragraph("Text under the title") }, { label });
const pageHeadings = yamlFile("Page headings (Features, Reviews, Contact, Pricing)", "page-headings", {
  features: pageHeading("Features page"),
  reviews: pageHeading("Reviews page"),
  contact: pageHeading("Contact page"),
  pricing: pageHeading("Pricing page"),
});

const menus = yamlFile("Header menu", "menus", {
  header: fields.array(
    fields.object(
      {
        name: line("Text"),
        section: choice("Goes to the home page's section", HOME_ANCHORS, "“home” is the top of the page."),
      },
      { layout: [6, 6] },
    ),
    { label: "Header links", itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
  ),
});

const titledTexts = (label: string) =>
  fields.array(fields.object({ title: line("Title"), text: paragraph("Text") }), {
    label,
    itemLabel: (props) => props.fields.title.value,
    validation: { length: { min: 1 } },
  });

const about = yamlFile("About", "about", {
  title: line("Title"),
  intro: paragraph("Text under the title"),
  mission: fields.object({ heading, paragraphs: lines("Paragraphs", "Paragraph") }, { label: "Mission" }),
  problem: fields.object({ heading, text: paragraph("Text"), points: lines("Points", "Point") }, { label: "Problem" }),
  product: fields.object(
    { eyebrow: line("Label above the heading"), heading, text: paragraph("Text"), items: titledTexts("Steps") },
    { label: "Product" },
  ),
  figures: fields.object(
    {
      heading,
      note: line("Note under the figures", "When the figures were counted."),
      items: fields.array(fields.object({ value: line("Figure"), label: line("Says") }, { layout: [4, 8] }), {
        label: "Figures",
        itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
        validation: { length: { min: 1 } },
      }),
    },
    { label: "Figures" },
  ),
  values: fields.object(
    { eyebrow: line("Label above the heading"), heading, items: titledTexts("Values") },
    { label: "Values" },
  ),
  cta: fields.object(
    { heading, text: paragraph("Text"), start: line("Sign-up button"), contact: line("Contact button") },
    { label: "Call to action" },
  ),
});

const careers = yamlFile("Careers and open roles", "careers", {
  title: line("Title"),
  intro: paragraph("Text under the title"),
  why: fields.object({ heading, items: titledTexts("Reasons") }, { label: "Why work here" }),
  howWeWork: fields.object(
    { heading, text: paragraph("Text"), points: lines("Points", "Point") },
    { label: "How we work" },
  ),
  benefits: fields.object({ heading, items: lines("Benefits", "Benefit") }, { label: "Benefits" }),
  roles: fields.object(
    {
      heading,
      text: paragraph("Text", "Under the heading, and beside the general application."),
      items: fields.array(
        fields.object({
          title: line("Role"),
          team: line("Team"),
          location: line("Location"),
          type: line("Type", "Full-time, part-time…"),
          description: paragraph("Description"),
        }),
        {
          label: "Open roles",
          description: "Remove a role once it is filled.",
          itemLabel: (props) => props.fields.title.value,
        },
      ),
    },
    { label: "Open roles" },
  ),
  process: fields.object({ heading, text: paragraph("Text"), steps: titledTexts("Steps") }, { label: "How we hire" }),
  email: line("Applications go to (e-mail)"),
});

const outcome = (label: string) =>
  fields.object(
    {
      title: line("Title"),
      text: paragraph("Text"),
      image: imageFile("Illustration", "illustrations"),
      links: fields.array(link("Button"), {
        label: "Buttons",
        itemLabel: (props) => props.fields.name.value,
        validation: { length: { min: 1 } },
      }),
    },
    { label },
  );

const thankYou = yamlFile("Thank-you page (after the contact and sales forms)", "thank-you", {
  title: line("Title"),
  text: paragraph("Text"),
  button: link("Button"),
});

const newsletterOutcomes = yamlFile("Newsletter: pages after a confirmation link", "newsletter-outcomes", {
  subscribed: outcome("Subscribed to the newsletter"),
  launchList: outcome("Joined the launch list"),
  linkExpired: outcome("The link has expired"),
  tryAgain: outcome("Something went wrong: try again later"),
});

const seo = yamlFile("Search and social (every page)", "seo", {
  pages: fields.array(
    fields.object({
      path: line("Page", "Its address, e.g. / or /pricing or /about."),
      title: fields.text({ label: "Title", description: SEO_TITLE_HELP }),
      description: fields.text({
        label: "Description",
        description: "One or two sentences under the title in search results. Empty: the page's own.",
        multiline: true,
      }),
      image: imageField({
        label: "Social image",
        description: "Shown where the page is shared (1200 × 630 px). Empty: the site's.",
        directory: "public/images/social",
        publicPath: "/images/social/",
      }),
      noindex: fields.checkbox({ label: "Keep out of search results (noindex)" }),
    }),
    {
      label: "Pages",
      description: "A page not listed here keeps its own title, description and image and is in search results.",
      itemLabel: (props) => props.fields.path.value,
    },
  ),
});

const signup = yamlFile("Signup: page and payment step", "signup", {
  intro: paragraph(
    "Text under the heading",
    "The heading itself, “Create an account!”, is the product's fixed wording.",
  ),
  benefits: lines("Points beside the form", "Point"),
  checkout: fields.object(
    {
      planChoice: line("Plan and cycle control's title"),
      billing: line("Billing details' title"),
      billingIndia: line("Billing details' title for India", "Where the invoice is a GST tax invoice."),
      orderSummary: line("Order summary's title"),
      testCardNote: paragraph("Test card note", "Above the test card form, shown while payments are in test mode."),
    },
    { label: "Payment step" },
  ),
  gateway: fields.object(
    {
      stripe: paragraph("Paying by card (Stripe)"),
      razorpay: paragraph("Paying in India (Razorpay)"),
      testMode: paragraph("Test mode", "While payments are in test mode: no money is taken."),
      testModeIndia: paragraph("Test mode, India", "Added after the test mode text for India."),
      unavailable: paragraph("Online payment off", "When no gateway takes payments."),
    },
    { label: "Payment gateway box", description: "The box above Pay that says who takes the payment." },
  ),
});

const pricingPage = yamlFile("Pricing page: comparison and questions", "pricing-page", {
  plansHeading: line("Plans' heading for screen readers", "Not shown: it names the plan cards for screen readers."),
  compare: fields.object(
    {
      heading,
      text: line("Text under the heading"),
      swipeHint: line("Hint on a phone", "Above the table on a narrow screen."),
      featureColumn: line("First column's title"),
      monthlyPrice: line("Monthly price row"),
      annualPrice: line("Annual price row"),
      users: line("Users row"),
      aiTokens: line("AI tokens row"),
    },
    {
      label: "Compare plans",
      description: "The table's other rows are the plans' features (Home page › Plans: descriptions and features).",
    },
  ),
  questionsHeading: line("Questions' heading", "Above the FAQ entries ticked “Also on the pricing page”."),
});

const faqWords = yamlFile("FAQ: links and closing box", "faq-words", {
  seeAll: line("Link under the home page's questions", "To the whole FAQ at /faq."),
  stillHaveQuestions: fields.object(
    {
      heading,
      text: paragraph("Text"),
      contact: line("Contact button"),
      plans: line("Plans button"),
    },
    { label: "Box under the FAQ page's questions" },
  ),
});

const errorPages = yamlFile("Error pages", "error-pages", {
  notFound: fields.object(
    {
      title: line("Title in search results and the browser tab"),
      text: paragraph("Text", "Under the big 404."),
    },
    { label: "Page not found (404)" },
  ),
});

export const siteCopy = {
  collections: {},
  singletons: {
    hero,
    feature,
    work,
    discover,
    service,
    screenshots,
    testimonials,
    reviews,
    pricingCopy,
    appDownload,
    newsletter,
    team,
    brands,
    cta,
    terms: legal("Terms of Service", "terms"),
    privacy: legal("Privacy Policy", "privacy"),
    disclaimer: legal("Disclaimer", "disclaimer"),
    dataDeletion: legal("Data Deletion Policy", "data-deletion"),
    download,
    comingSoon,
    contact,
    footer,
    home,
    sectionLabels,
    pageHeadings,
    menus,
    about,
    careers,
    newsletterOutcomes,
    thankYou,
    seo,
    signup,
    pricingPage,
    faqWords,
    errorPages,
  },
};

/** The admin's menu for these singletons (lib/content/keystatic/config.ts: `ui: { navigation }`). */
export const siteCopyNavigation = {
  "Home page": [
    "home",
    "sectionLabels",
    "hero",
    "feature",
    "work",
    "discover",
    "service",
    "screenshots",
    "testimonials",
    "reviews",
    "pricingCopy",
    "appDownload",
    "newsletter",
    "team",
    "brands",
    "cta",
  ],
  Legal: ["terms", "privacy", "disclaimer", "dataDeletion"],
  Pages: ["pageHeadings", "about", "careers", "download", "comingSoon", "newsletterOutcomes", "thankYou"],
  "Every page": ["contact", "menus", "footer", "seo"],
  "Signup and checkout": ["signup"],
  Pricing: ["pricingPage"],
  "Error pages": ["errorPages"],
} satisfies Record<string, (keyof typeof siteCopy.singletons)[]>;
