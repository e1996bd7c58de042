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

// The FAQ page's topics and questions (content/faq/faq.yaml), as lib/content/keystatic/faq.ts defines them; the
// pricing page shows the questions ticked for it, so a question asked on both pages has one answer. A broken edit
// throws a ContentError.

export const FAQ_FILE = "content/faq/faq.yaml";

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} must not be empty`);

const questionSchema = z.object({
  title: text("Question"),
  content: text("Answer"),
  onPricingPage: z.boolean().default(false),
});

const faqSchema = z.object({
  headingTwo: text("Heading on the landing page"),
  headingText: text("Introduction"),
  groups: z
    .array(
      z.object({ title: text("Topic"), items: z.array(questionSchema).min(1, "A topic needs at least one question") }),
    )
    .min(1, "The FAQ needs at least one topic"),
});

export type Faq = { faq: FaqContent; groups: FaqGroup[]; pricingQuestions: FaqItem[] };

/** The FAQ page: its topics (each with the anchor /faq#<id> made from its title) and the flat list the API serves. */
export async function readFaq(root: string): Promise<Faq> {
  const data = await readSingleton(root, FAQ_FILE, faqSchema);
  const question = ({ title, content }: FaqItem): FaqItem => ({ title, content });
  const groups = data.groups.map(({ title, items }) => ({
    id: categorySlug(title),
    title,
    items: items.map(question),
  }));
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
    pricingQuestions: data.groups.flatMap((group) => group.items.filter((item) => item.onPricingPage).map(question)),
  };
}

/** The questions ticked for the pricing page, in the FAQ's order, with the FAQ's answers. */
export async function readPricingFaq(root: string): Promise<FaqItem[]> {
  return (await readFaq(root)).pricingQuestions;
}

async function readSingleton<T>(root: string, file: string, schema: z.ZodType<T, unknown>): Promise<T> {
  let raw: unknown;
  try {
    raw = await contentReader(root).singletons.faq.read();
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
function duplicateQuestions(items: readonly FaqItem[], field: string): ContentIssue[] {
  const titles = items.map((item) => item.title);
  return titles
    .filter((title, index) => titles.indexOf(title) !== index)
    .map((title) => ({
      file: FAQ_FILE,
      field,
      code: "duplicate_slug" as const,
      message: `The question "${title}" is asked twice`,
    }));
}

const faqOnce = readOnceInProduction(readFaq);

export const getFaq = (): Promise<Faq> => faqOnce();
export const getPricingFaq = async (): Promise<FaqItem[]> => (await faqOnce()).pricingQuestions;
