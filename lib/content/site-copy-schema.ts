// What each site-copy file must hold (lib/content/keystatic/site-copy.ts defines the editor's fields, and
// site-copy-fields.test.ts holds the two to the same shape), and the shapes the pages render: the types in
// lib/content/types.ts, lib/content/landing-types.ts, lib/content/legal-types.ts… are inferred from these schemas. Every message
// says what to fix.
import { z } from "zod";
import { HOME_ANCHORS, HOME_SECTIONS, ICON_NAMES } from "@/lib/content/keystatic/site-copy";
import { SITE_LOGO } from "@/lib/site/site";
import { isCalendarDate } from "@/lib/platform/time/calendar-date";
import { parseContent } from "../platform/text/content-errors";
import { linkProblem } from "./site-paths";

const text = z.string({ error: "is missing" }).refine((value) => value.trim() !== "", "is empty: write the text");
const href = z.string({ error: "is missing" }).superRefine((value, context) => {
  const problem = linkProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
export const linkSchema = z.object({ name: text, link: href });

const imageSrc = z
  .string({ error: "is missing: choose the image file" })
  .regex(/^\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i, "must be an image file under public/images/");

/** An image's size read from its file, or why there is none (lib/content/image-files.ts reads them). */
export type ImageSizeOf = (
  src: string,
) => { width: number; height: number } | { code: "missing_file" | "unreadable_file"; message: string };

/**
 * The sizes of the images of the file being parsed: set by parseSiteCopy for its one synchronous parse, so the
 * schemas stay plain values (site-copy-fields.test.ts compares them with the editor's fields). Nobody types a size:
 * it comes from the file (docs/editing.md).
 */
let imageSizeOf: ImageSizeOf | null = null;

/** The image with its file's width and height; a missing or unreadable file is a problem of its "src" field. */
function withFileSize<Image extends { src: string }>(image: Image, context: z.core.$RefinementCtx) {
  if (!imageSizeOf) throw new Error("Site-copy images are measured from their files: parse with parseSiteCopy");
  const size = imageSizeOf(image.src);
  if ("code" in size) {
    context.addIssue({ code: "custom", path: ["src"], message: size.message, params: { code: size.code } });
    return z.NEVER;
  }
  return { ...image, width: size.width, height: size.height };
}

export const imageSchema = z
  .object({
    src: imageSrc,
    alt: z
      .string({ error: "is missing: say what the image shows" })
      .refine((value) => value.trim() !== "", "is empty: say what the image shows (the alt text)"),
  })
  .transform(withFileSize);
const image = imageSchema;
/** Shown beside text that says what it is (a reviewer's name): empty alt text, so screen readers skip it. */
const decorativeImage = z
  .object({ src: imageSrc })
  .transform((value, context): z.output<typeof imageSchema> => withFileSize({ ...value, alt: "" }, context));

const list = <Item extends z.ZodType>(item: Item) => z.array(item).min(1, "needs at least one item");
const lines = list(text);
const iconItem = z.object({
  icon: z.enum(ICON_NAMES, { error: `must be one of: ${ICON_NAMES.join(", ")}` }),
  title: text,
  text,
});

/** In legal text: [label](/path) links inside the site (lib/site/legal/link-text.ts renders them). */
const legalText = text.superRefine((value, context) => {
  for (const [, target] of value.matchAll(/\[[^\]]*\]\(([^)]*)\)/g)) {
    const problem = target.startsWith("/")
      ? linkProblem(target)
      : `the link (${target}) must start with / and lead to a page of this site`;
    if (problem) context.addIssue({ code: "custom", message: problem });
  }
});
const legalBlock = z
  .discriminatedUnion("discriminant", [
    z.object({ discriminant: z.literal("paragraph"), value: legalText }),
    z.object({ discriminant: z.literal("list"), value: list(legalText) }),
  ])
  .transform((block): string | readonly string[] => block.value);

const isoDate = z
  .string({ error: "is missing: write the date as YYYY-MM-DD" })
  .refine(isCalendarDate, "is not a date: write YYYY-MM-DD, e.g. 2026-11-02");

export const legalDocumentSchema = z.object({
  title: text,
  summary: text,
  description: text,
  updated: isoDate,
  action: z
    .discriminatedUnion("discriminant", [
      z.object({ discriminant: z.literal(true), value: z.object({ title: text, text, label: text, href }) }),
      z.object({ discriminant: z.literal(false), value: z.null().optional() }),
    ])
    .transform((action) => (action.discriminant ? action.value : undefined)),
  sections: list(z.object({ title: text, body: list(legalBlock) })).superRefine((sections, context) => {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      if (seen.has(section.title))
        context.addIssue({
          code: "custom",
          path: [index, "title"],
          message: `"${section.title}" is the title of an earlier section too`,
        });
      seen.add(section.title);
    });
  }),
});

const rating = z
  .number({ error: "is missing: 1 to 5 stars" })
  .int()
  .min(1)
  .max(5)
  .transform((value) => value as 1 | 2 | 3 | 4 | 5);

/** Shown as a tap-to-call link: digits with the usual separators, at least seven digits. */
const phone = z.string({ error: "is missing" }).superRefine((value, context) => {
  if (!/^\+?[\d ()-]+$/.test(value)) {
    context.addIssue({
      code: "custom",
      message: "is not a phone number: write digits, spaces, +, ( ) and - only, e.g. +1 (415) 555-0142",
    });
  } else if (value.replace(/\D/g, "").length < 7) {
    context.addIssue({ code: "custom", message: "is too short for a phone number" });
  }
});
/** Decimal degrees, written as text ("37.79136"): a number between -limit and limit. */
const coordinate = (limit: number) =>
  z
    .string({ error: "is missing" })
    .regex(/^-?\d{1,3}(?:\.\d+)?$/, "is not in decimal degrees: write e.g. 37.79136")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `must be between -${limit} and ${limit}`)
        .max(limit, `must be between -${limit} and ${limit}`),
    );

const contact = z
  .object({
    heading: text,
    headingText: text,
    headingTexttwo: text,
    email: z.email({ error: "is not an e-mail address" }),
    address: text,
    phones: z.object({ global: phone, india: phone }),
    map: z.object({
      query: text,
      lat: coordinate(90),
      lon: coordinate(180),
      zoom: z.number({ error: "is missing" }).int().min(1).max(19),
    }),
    detailsHeading: text,
    formHeading: text,
    mapHeading: text,
    mapNote: text,
  })
  // contactInfo.phone: the Global number, for readers of the content API (the pages show the visitor's region's).
  .transform(({ email, address, phones, map: { query, ...location }, ...headings }) => ({
    ...headings,
    contactInfo: { email, phone: phones.global, other: address },
    phones,
    map: { query, location },
  }));

const linkList = list(linkSchema);
const footer = z
  .object({ description: text, company: linkList, product: linkList, support: linkList, copyright: text })
  .transform(({ description, copyright, ...footerLinks }) => ({
    logo: { ...SITE_LOGO },
    description,
    footerLinks,
    copyright,
  }));

const titledTexts = list(z.object({ title: text, text }));

const about = z.object({
  title: text,
  intro: text,
  mission: z.object({ heading: text, paragraphs: lines }),
  problem: z.object({ heading: text, text, points: lines }),
  product: z.object({ eyebrow: text, heading: text, text, items: titledTexts }),
  figures: z.object({ heading: text, note: text, items: list(z.object({ value: text, label: text })) }),
  values: z.object({ eyebrow: text, heading: text, items: titledTexts }),
  cta: z.object({ heading: text, text, start: text, contact: text }),
});

const careers = z.object({
  title: text,
  intro: text,
  why: z.object({ heading: text, items: titledTexts }),
  howWeWork: z.object({ heading: text, text, points: lines }),
  benefits: z.object({ heading: text, items: lines }),
  roles: z.object({
    heading: text,
    text,
    items: z.array(z.object({ title: text, team: text, location: text, type: text, description: text })),
  }),
  process: z.object({ heading: text, text, steps: titledTexts }),
  email: z.email({ error: "is not an e-mail address" }),
});

const outcome = z.object({ title: text, text, image: imageSrc, links: list(linkSchema) });

/** Each listed once at most: a section listed twice would be on the page twice. */
const once =
  <Item>(key: (item: Item) => string, what: string) =>
  (items: Item[], context: z.core.$RefinementCtx<Item[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(key(item)))
        context.addIssue({ code: "custom", path: [index], message: `${what} "${key(item)}" is listed twice` });
      seen.add(key(item));
    });
  };

const home = z.object({
  sections: list(
    z.object({
      section: z.enum(HOME_SECTIONS, { error: `must be one of: ${HOME_SECTIONS.join(", ")}` }),
      show: z.boolean({ error: "is missing: true or false" }),
    }),
  ).superRefine(once((item) => item.section, "the section")),
});

const menus = z.object({
  header: list(
    z.object({ name: text, section: z.enum(HOME_ANCHORS, { error: `must be one of: ${HOME_ANCHORS.join(", ")}` }) }),
  ),
});

const pageHeading = z.object({ title: text, text });
const pageHeadings = z.object({
  features: pageHeading,
  reviews: pageHeading,
  contact: pageHeading,
  pricing: pageHeading,
});

const sectionLabels = z.object({
  features: text,
  work: text,
  discover: text,
  service: text,
  screenshots: text,
  reviews: text,
  appDownload: text,
  team: text,
  contact: text,
});

/** Empty in the file (Keystatic writes "" or leaves it out): the page's own value. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const seo = z.object({
  pages: z
    .array(
      z.object({
        path: z.string({ error: "is missing" }).superRefine((value, context) => {
          const problem =
            value.startsWith("/") && !/[?#]/.test(value)
              ? linkProblem(value)
              : `"${value}" is not a page address: write e.g. /pricing`;
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
        title: optionalText,
        description: optionalText,
        image: z.union([z.null(), imageSrc]).optional(),
        noindex: z.boolean().default(false),
      }),
    )
    .superRefine(once((page) => page.path, "the page")),
});

/** The schema of each site-copy singleton, by its name in the Keystatic config. */
export const siteCopySchemas = {
  hero: z.object({
    eyebrow: text,
    title: text,
    text,
    emailLabel: text,
    emailPlaceholder: text,
    submitLabel: text,
    secondaryCta: linkSchema,
    highlights: lines,
    image,
  }),
  feature: z.object({ heading: text, headingText: text, image, featureData: list(iconItem) }),
  work: z.object({
    heading: text,
    headingText: text,
    workData: list(
      z.object({ step: z.number({ error: "is missing" }).int().positive(), title: text, text, role: text }),
    ),
  }),
  discover: z.object({ heading: text, headingText: text, image, points: lines }),
  service: z.object({ heading: text, headingText: text, image, serviceData: list(iconItem) }),
  screenshots: z.object({
    heading: text,
    headingText: text,
    screenshots: list(z.object({ title: text, caption: text, image })),
  }),
  testimonials: z.object({
    heading: text,
    headingText: text,
    testimonials: list(z.object({ quote: text, name: text, role: text, company: text, image: decorativeImage })),
  }),
  reviews: z.object({
    heading: text,
    headingText: text,
    reviews: list(
      z
        .object({
          title: text,
          text,
          rating,
          name: text,
          role: text,
          company: text,
          image: z.discriminatedUnion("discriminant", [
            z.object({ discriminant: z.literal(true), value: decorativeImage }),
            z.object({ discriminant: z.literal(false), value: z.null().optional() }),
          ]),
        })
        .transform(({ image: photo, ...review }): typeof review & { image?: z.output<typeof imageSchema> } =>
          photo.discriminant ? { ...review, image: photo.value } : review,
        ),
    ),
  }),
  pricingCopy: z.object({ heading: text, headingText: text }),
  appDownload: z.object({ heading: text, headingText: text, points: lines, image }),
  newsletter: z.object({
    heading: text,
    headingText: text,
    emailLabel: text,
    emailPlaceholder: text,
    submitLabel: text,
    note: text,
  }),
  team: z.object({
    heading: text,
    headingText: text,
    teamData: list(z.object({ name: text, role: text, image, bio: text })),
  }),
  brands: z.object({ heading: text, brands: list(z.object({ name: text, logo: image })) }),
  cta: z.object({ heading: text, text, primary: linkSchema, secondary: linkSchema }),
  terms: legalDocumentSchema,
  privacy: legalDocumentSchema,
  disclaimer: legalDocumentSchema,
  dataDeletion: legalDocumentSchema,
  download: z.object({
    stores: list(
      z.object({
        platform: z.enum(["ios", "android"], { error: "must be ios or android" }),
        store: text,
        device: text,
        listing: z.union([
          z.null(),
          z.url({ protocol: /^https$/, error: "must be the listing's https:// address, or empty" }),
        ]),
        badge: image,
      }),
    ).superRefine((stores, context) => {
      const platforms = stores.map((store) => store.platform);
      platforms.forEach((platform, index) => {
        if (platforms.indexOf(platform) !== index)
          context.addIssue({ code: "custom", path: [index, "platform"], message: `${platform} is listed twice` });
      });
    }),
    listed: z.object({ title: text, text }),
    comingSoon: z.object({ title: text, text }),
    onComputer: text,
    openAfterMs: z.number({ error: "is missing" }).int().min(0),
  }),
  comingSoon: z.object({
    title: text,
    text,
    liveTitle: text,
    liveText: text,
    launchAt: z.iso.datetime({ offset: true, error: "is not a date and time: write e.g. 2027-03-01T09:00:00+05:30" }),
  }),
  contact: contact,
  footer: footer,
  home,
  sectionLabels,
  pageHeadings,
  menus,
  about,
  careers,
  thankYou: z.object({ title: text, text, button: linkSchema }),
  newsletterOutcomes: z.object({ subscribed: outcome, launchList: outcome, linkExpired: outcome, tryAgain: outcome }),
  seo,
  signup: z.object({
    intro: text,
    benefits: lines,
    checkout: z.object({
      planChoice: text,
      billing: text,
      billingIndia: text,
      orderSummary: text,
      testCardNote: text,
    }),
    gateway: z.object({ stripe: text, razorpay: text, testMode: text, testModeIndia: text, unavailable: text }),
  }),
  pricingPage: z.object({
    plansHeading: text,
    compare: z.object({
      heading: text,
      text,
      swipeHint: text,
      featureColumn: text,
      monthlyPrice: text,
      annualPrice: text,
      users: text,
      aiTokens: text,
    }),
    questionsHeading: text,
  }),
  faqWords: z.object({
    seeAll: text,
    stillHaveQuestions: z.object({ heading: text, text, contact: text, plans: text }),
  }),
  errorPages: z.object({ notFound: z.object({ title: text, text }) }),
};

export type SiteCopyName = keyof typeof siteCopySchemas;
export type SiteCopy = { [Name in SiteCopyName]: z.output<(typeof siteCopySchemas)[Name]> };

/** One site-copy file's data checked by its schema, its images measured by `sizeOf`; a ContentError otherwise. */
export function parseSiteCopy<Name extends SiteCopyName>(
  name: Name,
  data: unknown,
  file: string,
  sizeOf: ImageSizeOf,
): SiteCopy[Name] {
  imageSizeOf = sizeOf;
  try {
    return parseContent(siteCopySchemas[name], data, file) as SiteCopy[Name];
  } finally {
    imageSizeOf = null;
  }
}
