import "server-only";
import { z } from "zod";
import type { FaqContent, FaqGroup, FaqItem } from "@/lib/content/types";
import { categorySlug } from "@/lib/content/blog/categories";
import {
  ContentError,
  WHOLE_FILE,
  assertNoIssues,
  fieldName,
  keystaticIssues,
  zodIssues,
  type ContentIssue,
} from "../platform/text/content-errors";
import { contentReader, readOnceInProduction } from "./reader";

// The FAQ page's topics and questions (content/faq/faq.yaml) and the pricing page's questions
// (content/faq/pricing.yaml), as lib/content/keystatic/config.ts defines them; a broken edit throws a ContentError.

export const FAQ_FILE = "content/faq/faq.yaml";
export const PRICING_FAQ_FILE = "content/faq/pricing.yaml";

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} must not be empty`);

const questionSchema = z.object({ title: text("Question"), content: text("Answer") });

const faqSchema = z.object({
  headingTwo: text("Heading on the landing page"),
  headingText: text("Introduction"),
  groups: z
    .array(
      z.object({ title: text("Topic"), items: z.array(questionSchema).min(1, "A topic needs at least one question") }),
    )
    .min(1, "The FAQ needs at least one topic"),
});

const pricingFaqSchema = z.object({ items: z.array(questionSchema) });

export type Faq = { faq: FaqContent; groups: FaqGroup[] };

/** The FAQ page: its topics (each with the anchor /faq#<id> made from its title) and the flat list the API serves. */
export async function readFaq(root: string): Promise<Faq> {
  const data = await readSingleton(root, "faq", FAQ_FILE, faqSchema);
  const groups = data.groups.map(({ title, items }) => ({ id: categorySlug(title), title, items }));
  assertNoIssues([
    ...duplicateTopics(groups),
    ...duplicateQuestions(
      groups.flatMap((group) => group.items),
      "groups",
    ),
  ]);
  return {
    faq: {
      headingTwo: data.headingTwo,
      headingText: data.headingText,
      faqData: groups.flatMap((group) => group.items),
    },
    groups,
  };
}

export async function readPricingFaq(root: string): Promise<FaqItem[]> {
  const { items } = await readSingleton(root, "pricingFaq", PRICING_FAQ_FILE, pricingFaqSchema);
  assertNoIssues(duplicateQuestions(items, "items", PRICING_FAQ_FILE));
  return items;
}

async function readSingleton<T>(
  root: string,
  name: "faq" | "pricingFaq",
  file: string,
  schema: z.ZodType<T>,
): Promise<T> {
  let raw: unknown;
  try {
    raw = await contentReader(root).singletons[name].read();
  } catch (error) {
    throw new ContentError(keystaticIssues(file, error));
  }
  if (raw === null) assertNoIssues([{ file, field: WHOLE_FILE, code: "missing", message: "The file is missing" }]);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) assertNoIssues(zodIssues(file, parsed.error));
  return parsed.data!;
}

/** Two topics with one anchor: the page's topic links would both go to the first. */
function duplicateTopics(groups: readonly FaqGroup[]): ContentIssue[] {
  return groups.flatMap((group, index) => {
    const first = groups.findIndex((other) => other.id === group.id);
    if (first === index) return [];
    return [
      {
        file: FAQ_FILE,
        field: fieldName(["groups", index, "title"]),
        code: "duplicate_slug" as const,
        message: `"${group.title}" gets the same address as the topic "${groups[first].title}" (/faq#${group.id}): merge them or rename one`,
      },
    ];
  });
}

/** The page opens one answer by its question, and the accordion tells questions apart by their text. */
function duplicateQuestions(items: readonly FaqItem[], field: string, file = FAQ_FILE): ContentIssue[] {
  const titles = items.map((item) => item.title);
  return titles
    .filter((title, index) => titles.indexOf(title) !== index)
    .map((title) => ({
      file,
      field,
      code: "duplicate_slug" as const,
      message: `The question "${title}" is asked twice`,
    }));
}

const faqOnce = readOnceInProduction(readFaq);
const pricingFaqOnce = readOnceInProduction(readPricingFaq);

export const getFaq = (): Promise<Faq> => faqOnce();
export const getPricingFaq = (): Promise<FaqItem[]> => pricingFaqOnce();
