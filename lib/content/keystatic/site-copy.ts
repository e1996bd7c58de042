// The site's copy in Keystatic (everything but the blog and the FAQ): the landing sections, testimonials, reviews and
// team, the legal documents, the download and coming-soon texts, the contact details and the footer. Each file is
// declared once, with the builders of ./copy-fields.ts: lib/content/keystatic/config.ts spreads the editor's entries
// in, and lib/content/site-copy.ts checks each file read with its schema (lib/content/site-copy-schema.ts).
//
// Each entry is a singleton, one YAML file under content/. The lists (testimonials, reviews, team, screenshots…)
// are arrays inside their section's singleton: their order is the order on the page (drag to reorder), and their
// images stay where they are in public/ (a collection would file each entry's images under a folder of its own).
import { z } from "zod";
import { copy, copySingleton, type CopyField, type ImageAsset } from "./copy-fields";
import { linkProblem } from "../site-paths";
import { SITE_LOGO, TITLE_SUFFIX } from "../../site/site";

/** Beside a page's SEO title: what visitors will see. */
export const SEO_TITLE_HELP = `In search results and shared links, followed by "${TITLE_SUFFIX}" (the site adds it: do not type it). Empty: the page's own.`;

const { line, paragraph, lines, list, object, image } = copy;

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

const heading = line("Heading");
const headingText = paragraph("Text under the heading");

const iconItems = (label: string) =>
  list(object({ icon: copy.select("Icon", ICON_NAMES), title: line("Title"), text: paragraph("Text") }), {
    label,
    itemLabel: "title",
  });
const titledTexts = (label: string) =>
  list(object({ title: line("Title"), text: paragraph("Text") }), { label, itemLabel: "title" });

/** Each listed once at most (a section listed twice would be on the page twice): `message` names the second. */
const once =
  <Item>(key: (item: Item) => string, message: (value: string) => string, field?: string) =>
  (items: Item[], context: z.core.$RefinementCtx<Item[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value))
        context.addIssue({ code: "custom", path: field ? [index, field] : [index], message: message(value) });
      seen.add(value);
    });
  };

const landing = <Shape extends Record<string, CopyField>>(label: string, file: string, shape: Shape) =>
  copySingleton(label, `landing/${file}`, shape);

const hero = landing("Home: hero", "hero", {
  eyebrow: line("Eyebrow", "The short line above the title."),
  title: line("Title"),
  text: paragraph("Text"),
  emailLabel: line("E-mail field label"),
  emailPlaceholder: line("E-mail field placeholder"),
  submitLabel: line("Button"),
  secondaryCta: copy.link("Second link"),
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
  workData: list(
    object({
      step: copy.integer("Step number", { min: 1 }),
      title: line("Title"),
      text: paragraph("Text"),
      role: line("Who does it"),
    }),
    { label: "Steps", itemLabel: "title" },
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
  screenshots: list(
    object({ title: line("Title"), caption: paragraph("Caption"), image: image("Screenshot", "landing") }),
    { label: "Screenshots", itemLabel: "title" },
  ),
});

const testimonials = landing("Testimonials", "testimonials", {
  heading,
  headingText,
  testimonials: list(
    object({
      quote: paragraph("Quote"),
      name: line("Name"),
      role: line("Role"),
      company: line("Company"),
      image: copy.decorativeImage("Photo", "people"),
    }),
    { label: "Testimonials", itemLabel: "name" },
  ),
});

const review = object({
  title: line("Title"),
  text: paragraph("Text"),
  rating: copy.toPage(
    copy.integer("Stars (1 to 5)", { min: 1, max: 5, missing: "is missing: 1 to 5 stars" }),
    (stars) => stars as 1 | 2 | 3 | 4 | 5,
  ),
  name: line("Name"),
  role: line("Role"),
  company: line("Company"),
  image: copy.optional(
    "Has a photo",
    copy.decorativeImage("Photo", "people"),
    "Without one the card shows the initials.",
  ),
});
const reviews = landing("Reviews", "reviews", {
  heading,
  headingText,
  reviews: list(
    copy.toPage(review, ({ image, ...rest }) =>
      image ? { ...rest, image } : (rest as typeof rest & { image?: ImageAsset }),
    ),
    { label: "Reviews", itemLabel: "name" },
  ),
});

const team = landing("Team", "team", {
  heading,
  headingText,
  teamData: list(
    object({ name: line("Name"), role: line("Role"), image: image("Portrait", "team"), bio: paragraph("Bio") }),
    { label: "Team members", itemLabel: "name" },
  ),
});

const cta = landing("Call to action", "cta", {
  heading,
  text: paragraph("Text"),
  primary: copy.link("Main button"),
  secondary: copy.link("Second button"),
});

const brands = landing("Brands", "brands", {
  heading,
  brands: list(object({ name: line("Name"), logo: image("Logo", "brands") }), { label: "Brands", itemLabel: "name" }),
});

const newsletter = landing("Newsletter", "newsletter", {
  heading,
  headingText,
  emailLabel: line("E-mail field label"),
  emailPlaceholder: line("E-mail field placeholder"),
  submitLabel: line("Button"),
  note: line("Note under the form"),
  pageTitle: line("Title of the page /subscribe-page", "Above the same form, on a page of its own."),
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
/** In legal text: [label](/path) links inside the site (lib/site/legal/link-text.ts renders them). */
const legalText = (label: string) =>
  copy.checked(paragraph(label, LEGAL_TEXT_HELP), (value, context) => {
    for (const [, target] of value.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)) {
      const problem = target.startsWith("/")
        ? linkProblem(target)
        : `the link (${target}) must start with / and lead to a page of this site`;
      if (problem) context.addIssue({ code: "custom", message: problem });
    }
  });

const legalSection = object({
  title: line("Section title", "Sections are numbered on the page: do not number them here."),
  body: copy.blocks(
    {
      paragraph: { label: "Paragraph", item: legalText("Paragraph") },
      list: {
        label: "Bullet list",
        item: list(legalText("Point"), { label: "Points", itemLabel: (props) => props.value }),
      },
    },
    "Text",
  ),
});
const legal = (label: string, file: string) =>
  copySingleton(label, `legal/${file}`, {
    title: line("Title"),
    summary: paragraph("Summary", "One sentence under the title and in the other legal pages' links."),
    description: paragraph("Description for search results"),
    updated: copy.date("Last updated", "Change it whenever the text changes."),
    action: copy.optional(
      "Call to action above the sections",
      object({
        title: line("Title"),
        text: paragraph("Text"),
        label: line("Button"),
        href: copy.linkTo("Button links to"),
      }),
    ),
    sections: copy.checked(
      list(legalSection, { label: "Sections", itemLabel: "title" }),
      once(
        (section) => section.title,
        (title) => `"${title}" is the title of an earlier section too`,
        "title",
      ),
    ),
  });

const pageText = (label: string) => object({ title: line("Title"), text: paragraph("Text") }, { label });

const store = object({
  platform: copy.select("Phones", [
    { label: "iPhone and iPad (iOS)", value: "ios" },
    { label: "Android", value: "android" },
  ]),
  store: line("Store name", "As in “Opening App Store…”."),
  device: line("Devices", "As in “The LeadFlow app for Android is coming soon.”"),
  listing: copy.url(
    "The app's page in the store",
    "Leave empty until the app is published there: the site then says it is coming soon.",
    "must be the listing's https:// address, or empty",
  ),
  badge: image("Store badge", "landing"),
});
const download = copySingleton("App download (store listings)", "download", {
  stores: copy.checked(
    list(store, { label: "Stores", itemLabel: "store" }),
    once(
      (entry) => entry.platform,
      (platform) => `${platform} is listed twice`,
      "platform",
    ),
  ),
  listed: pageText("Download page, once a store lists the app"),
  comingSoon: pageText("Download page, before any store lists the app"),
  onComputer: line("On a computer", "Shown on the download page to a visitor who is not on a phone."),
  openAfterMs: copy.integer("Open the store after (milliseconds)", {
    description: "Long enough to read the page and to choose a store by hand instead.",
    min: 0,
  }),
});

const comingSoon = copySingleton("Coming soon", "coming-soon", {
  title: line("Title"),
  text: paragraph("Text"),
  liveTitle: line("Title once launched"),
  liveText: paragraph("Text once launched"),
  countdown: line("The countdown's name", "Read out by screen readers; not shown on the page."),
  days: line("Countdown: days"),
  hours: line("Countdown: hours"),
  minutes: line("Countdown: minutes"),
  seconds: line("Countdown: seconds"),
  emailLabel: line("E-mail field label"),
  submitLabel: line("Button"),
  note: paragraph("Text under the e-mail field"),
  launchAt: copy.text("Launch moment", {
    description: "Date, time and time zone offset, e.g. 2027-03-01T09:00:00+05:30 (9:00 in India).",
    check: z.iso.datetime({ offset: true, error: "is not a date and time: write e.g. 2027-03-01T09:00:00+05:30" }),
  }),
});

const email = (label: string, description?: string) =>
  copy.text(label, { description, check: z.email({ error: "is not an e-mail address" }) });

/** Shown as a tap-to-call link: digits with the usual separators, at least seven digits. */
const phone = (label: string) =>
  copy.text(label, {
    description: "Digits, spaces, +, ( ) and -: it becomes a tap-to-call link.",
    check: z.string({ error: "is missing" }).superRefine((value, context) => {
      if (!/^\+?[\d ()-]+$/.test(value)) {
        context.addIssue({
          code: "custom",
          message: "is not a phone number: write digits, spaces, +, ( ) and - only, e.g. +1 (415) 555-0142",
        });
      } else if (value.replace(/\D/g, "").length < 7) {
        context.addIssue({ code: "custom", message: "is too short for a phone number" });
      }
    }),
  });

/**
 * Decimal degrees between -limit and limit, written as text ("37.79136"): the editor's number input keeps 3
 * decimals (about 100 m), an office needs 5.
 */
const coordinate = (label: string, description: string, limit: number) =>
  copy.text(label, {
    description,
    check: z
      .string({ error: "is missing" })
      .regex(/^-?\d{1,3}(?:\.\d+)?$/, "is not in decimal degrees: write e.g. 37.79136")
      .transform(Number)
      .pipe(
        z
          .number()
          .min(-limit, `must be between -${limit} and ${limit}`)
          .max(limit, `must be between -${limit} and ${limit}`),
      ),
  });

const contact = copySingleton(
  "Contact (contact page and home page)",
  "contact",
  {
    heading,
    headingText,
    headingTexttwo: paragraph("Second text", "Under the first: when we answer, for example."),
    email: email("E-mail", "Shown as a link on the page and beside the form."),
    address: paragraph("Office address"),
    phones: object(
      { global: phone("Phone for Global visitors"), india: phone("Phone for India visitors") },
      { label: "Phone numbers", description: "Each visitor sees the number of their region.", layout: [6, 6] },
    ),
    map: object(
      {
        query: line("Address for the map link", "What “Open in OpenStreetMap” searches for."),
        lat: coordinate("Latitude", "In decimal degrees, e.g. 37.79136 (north is positive).", 90),
        lon: coordinate("Longitude", "In decimal degrees, e.g. -122.39216 (east is positive).", 180),
        zoom: copy.integer("Zoom (1 to 19)", { min: 1, max: 19 }),
      },
      { label: "Map", description: "The office on the map the page shows on request.", layout: [12, 4, 4, 4] },
    ),
    detailsHeading: line("Contact details' heading"),
    formHeading: line("Form's heading"),
    mapHeading: line("Map's heading", "Not shown: it names the map for screen readers."),
    mapNote: line("Note under the map"),
  },
  // contactInfo.phone: the Global number, for readers of the content API (the pages show the visitor's region's).
  ({ email, address, phones, map: { query, ...location }, ...headings }) => ({
    ...headings,
    contactInfo: { email, phone: phones.global, other: address },
    phones,
    map: { query, location },
  }),
);

const footerLinks = (label: string) => list(copy.link("Link"), { label, itemLabel: "name" });

const footer = copySingleton(
  "Footer",
  "footer",
  {
    description: paragraph("Text under the logo"),
    company: footerLinks("Company links"),
    product: footerLinks("Product links"),
    support: footerLinks("Support links"),
    copyright: line("Copyright line"),
  },
  ({ description, copyright, ...footerLinks }) => ({ logo: { ...SITE_LOGO }, description, footerLinks, copyright }),
);

/**
 * The home page's sections, in their default order (docs/product.md section 2), each with its anchor for the header
 * menu ("home" is the hero's).
 */
const HOME = {
  hero: "home",
  features: "features",
  work: "how-it-works",
  discover: "discover",
  service: "services",
  screenshots: "screenshots",
  testimonials: "testimonials",
  reviews: "reviews",
  pricing: "pricing",
  faq: "faq",
  download: "download",
  newsletter: "newsletter",
  team: "team",
  contact: "contact",
  brands: "brands",
} as const;
type NonEmpty<T> = readonly [T, ...T[]];
export const HOME_SECTIONS = Object.keys(HOME) as unknown as NonEmpty<keyof typeof HOME>;
const HOME_ANCHORS = Object.values(HOME) as unknown as NonEmpty<(typeof HOME)[keyof typeof HOME]>;

const home = landing("Home: sections and their order", "home", {
  sections: copy.checked(
    list(
      object(
        {
          section: copy.select("Section", HOME_SECTIONS),
          show: copy.checkbox("Show it", { defaultValue: true }),
        },
        { layout: [8, 4] },
      ),
      {
        label: "Sections",
        description: "Drag to reorder. Untick “Show it” to hide a section; a section not listed is hidden too.",
        itemLabel: (props) => `${props.fields.section.value}${props.fields.show.value ? "" : " (hidden)"}`,
      },
    ),
    once(
      (item) => item.section,
      (section) => `the section "${section}" is listed twice`,
    ),
  ),
});

const sectionLabels = landing("Section labels (the small line above a home section's heading)", "section-labels", {
  features: line("Features"),
  work: line("How it works"),
  discover: line("Discover"),
  service: line("Services"),
  screenshots: line("Screenshots"),
  testimonials: line("Testimonials"),
  reviews: line("Reviews"),
  pricing: line("Pricing"),
  faq: line("FAQ"),
  appDownload: line("Mobile app"),
  team: line("Team"),
  contact: line("Contact"),
});

const pageHeading = (label: string) =>
  object({ title: line("Title"), text: paragraph("Text under the title") }, { label });
const pageHeadings = copySingleton("Page headings (Features, Reviews, Contact, Pricing…)", "page-headings", {
  features: pageHeading("Features page"),
  reviews: pageHeading("Reviews page"),
  contact: pageHeading("Contact page"),
  pricing: pageHeading("Pricing page"),
  talkToSales: pageHeading("Talk to sales page"),
  paymentStatus: pageHeading("Payment status page"),
});

const menus = copySingleton("Header menu", "menus", {
  header: list(
    object(
      {
        name: line("Text"),
        section: copy.select("Goes to the home page's section", HOME_ANCHORS, "“home” is the top of the page."),
      },
      { layout: [6, 6] },
    ),
    { label: "Header links", itemLabel: "name" },
  ),
});

const about = copySingleton("About", "about", {
  title: line("Title"),
  intro: paragraph("Text under the title"),
  mission: object({ heading, paragraphs: lines("Paragraphs", "Paragraph") }, { label: "Mission" }),
  problem: object({ heading, text: paragraph("Text"), points: lines("Points", "Point") }, { label: "Problem" }),
  product: object(
    { eyebrow: line("Label above the heading"), heading, text: paragraph("Text"), items: titledTexts("Steps") },
    { label: "Product" },
  ),
  figures: object(
    {
      heading,
      note: line("Note under the figures", "When the figures were counted."),
      items: list(object({ value: line("Figure"), label: line("Says") }, { layout: [4, 8] }), {
        label: "Figures",
        itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
      }),
    },
    { label: "Figures" },
  ),
  values: object(
    { eyebrow: line("Label above the heading"), heading, items: titledTexts("Values") },
    { label: "Values" },
  ),
  cta: object(
    { heading, text: paragraph("Text"), start: line("Sign-up button"), contact: line("Contact button") },
    { label: "Call to action" },
  ),
});

const careers = copySingleton("Careers and open roles", "careers", {
  title: line("Title"),
  intro: paragraph("Text under the title"),
  why: object({ heading, items: titledTexts("Reasons") }, { label: "Why work here" }),
  howWeWork: object({ heading, text: paragraph("Text"), points: lines("Points", "Point") }, { label: "How we work" }),
  benefits: object({ heading, items: lines("Benefits", "Benefit") }, { label: "Benefits" }),
  roles: object(
    {
      heading,
      text: paragraph("Text", "Under the heading, and beside the general application."),
      items: list(
        object({
          title: line("Role"),
          team: line("Team"),
          location: line("Location"),
          type: line("Type", "Full-time, part-time…"),
          description: paragraph("Description"),
        }),
        { label: "Open roles", description: "Remove a role once it is filled.", itemLabel: "title", mayBeEmpty: true },
      ),
    },
    { label: "Open roles" },
  ),
  process: object({ heading, text: paragraph("Text"), steps: titledTexts("Steps") }, { label: "How we hire" }),
  email: email("Applications go to (e-mail)"),
});

const outcome = (label: string) =>
  object(
    {
      title: line("Title"),
      text: paragraph("Text"),
      image: copy.imageFile("Illustration", "illustrations"),
      links: list(copy.link("Button"), { label: "Buttons", itemLabel: "name" }),
    },
    { label },
  );

const thankYou = copySingleton("Thank-you page (after the contact and sales forms)", "thank-you", {
  title: line("Title"),
  text: paragraph("Text"),
  button: copy.link("Button"),
});

const newsletterOutcomes = copySingleton("Newsletter: pages after a confirmation link", "newsletter-outcomes", {
  subscribed: outcome("Subscribed to the newsletter"),
  launchList: outcome("Joined the launch list"),
  linkExpired: outcome("The link has expired"),
  tryAgain: outcome("Something went wrong: try again later"),
});

const pagePath = copy.text("Page", {
  description: "Its address, e.g. / or /pricing or /about.",
  check: z.string({ error: "is missing" }).superRefine((value, context) => {
    const problem =
      value.startsWith("/") && !/[?#]/.test(value)
        ? linkProblem(value)
        : `"${value}" is not a page address: write e.g. /pricing`;
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
const seo = copySingleton("Search and social (every page)", "seo", {
  site: object(
    {
      title: line(
        "Title of a page without its own",
        "In search results, shared links and the browser's tab; pages with a title of their own show theirs.",
      ),
      description: paragraph(
        "Description of a page without its own",
        "Under the title in search results; also the home page's, unless the home page is listed below.",
      ),
      imageHeadline: line("Shared picture: headline", "The picture a shared link shows for a page without its own."),
      imageText: paragraph("Shared picture: text under the headline"),
      imageAlt: line("Shared picture: its description", "Read out by screen readers where a shared link shows it."),
    },
    { label: "The whole site" },
  ),
  pages: copy.checked(
    list(
      object({
        path: pagePath,
        title: copy.optionalText("Title", { description: SEO_TITLE_HELP }),
        description: copy.optionalText("Description", {
          description: "One or two sentences under the title in search results. Empty: the page's own.",
          multiline: true,
        }),
        image: copy.imageFile("Social image", "social", {
          description: "Shown where the page is shared (1200 × 630 px). Empty: the site's.",
          optional: true,
        }),
        noindex: copy.checkbox("Keep out of search results (noindex)"),
      }),
      {
        label: "Pages",
        description: "A page not listed here keeps its own title, description and image and is in search results.",
        itemLabel: "path",
        mayBeEmpty: true,
      },
    ),
    once(
      (page) => page.path,
      (path) => `the page "${path}" is listed twice`,
    ),
  ),
});

const signup = copySingleton("Signup: page and payment step", "signup", {
  intro: paragraph(
    "Text under the heading",
    "The heading itself, “Create an account!”, is the product's fixed wording.",
  ),
  benefits: lines("Points beside the form", "Point"),
  checkout: object(
    {
      planChoice: line("Plan and cycle control's title"),
      billing: line("Billing details' title"),
      billingIndia: line("Billing details' title for India", "Where the invoice is a GST tax invoice."),
      orderSummary: line("Order summary's title"),
      testCardNote: paragraph("Test card note", "Above the test card form, shown while payments are in test mode."),
    },
    { label: "Payment step" },
  ),
  gateway: object(
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

const pricingPage = copySingleton("Pricing page: comparison and questions", "pricing-page", {
  plansHeading: line("Plans' heading for screen readers", "Not shown: it names the plan cards for screen readers."),
  compare: object(
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

const faqWords = copySingleton("FAQ: links and closing box", "faq-words", {
  seeAll: line("Link under the home page's questions", "To the whole FAQ at /faq."),
  stillHaveQuestions: object(
    { heading, text: paragraph("Text"), contact: line("Contact button"), plans: line("Plans button") },
    { label: "Box under the FAQ page's questions" },
  ),
});

const errorPages = copySingleton("Error pages", "error-pages", {
  notFound: object(
    { title: line("Title in search results and the browser tab"), text: paragraph("Text", "Under the big 404.") },
    { label: "Page not found (404)" },
  ),
});

/** The site-copy files by their name in the Keystatic config, grouped as the admin's menu lists them. */
const groups = {
  "Home page": {
    home,
    sectionLabels,
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
  },
  Legal: {
    terms: legal("Terms of Service", "terms"),
    privacy: legal("Privacy Policy", "privacy"),
    disclaimer: legal("Disclaimer", "disclaimer"),
    dataDeletion: legal("Data Deletion Policy", "data-deletion"),
  },
  Pages: { pageHeadings, about, careers, download, comingSoon, newsletterOutcomes, thankYou },
  "Every page": { contact, menus, footer, seo },
  "Signup and checkout": { signup },
  Pricing: { pricingPage },
  "Error pages": { errorPages },
};
type Groups = typeof groups;

/** Every site-copy file, by its name in the Keystatic config (faqWords is in the menu's "Questions"). */
export const siteCopyEntries = {
  ...groups["Home page"],
  ...groups.Legal,
  ...groups.Pages,
  ...groups["Every page"],
  ...groups["Signup and checkout"],
  ...groups.Pricing,
  ...groups["Error pages"],
  faqWords,
};
type SiteCopyEntries = typeof siteCopyEntries;

/** The editor's entries (lib/content/keystatic/config.ts spreads them in). */
export const siteCopy = {
  collections: {},
  singletons: Object.fromEntries(Object.entries(siteCopyEntries).map(([name, file]) => [name, file.editor])) as {
    [Name in keyof SiteCopyEntries]: SiteCopyEntries[Name]["editor"];
  },
};

/** The admin's menu for these singletons (lib/content/keystatic/config.ts: `ui: { navigation }`). */
export const siteCopyNavigation = Object.fromEntries(
  Object.entries(groups).map(([group, files]) => [group, Object.keys(files)]),
) as { [Group in keyof Groups]: (keyof Groups[Group])[] };
