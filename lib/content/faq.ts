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
  requiredText,
  zodIssues,
  type ContentIssue,
} from "../platform/text/content-errors";
import { contentReader, readOnceInProduction } from "./reader";

// The FAQ page's topics and questions (content/faq/faq.yaml), as lib/content/keystatic/faq.ts defines them; the
// pricing page shows the questions ticked for it, so a question asked on both pages has one answer. A broken edit
// throws a ContentError.

export const FAQ_FILE = "content/faq/faq.yaml";

const text = requiredText;

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
  const data = await readFaqFile(root);
  const question = ({ title, content }: FaqItem): FaqItem => ({ title, content });
  const groups = data.groups.map(({ title, items }) => ({
    id: categorySlug(title),
    title,
    items: items.map(question),
  }));
  assertNoIssues([...duplicateTopics(groups), ...duplicateQuestions(groups.flatMap((group) => group.items))]);
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

async function readFaqFile(root: string): Promise<z.output<typeof faqSchema>> {
  const file = FAQ_FILE;
  let raw: unknown;
  try {
    raw = await contentReader(root).singletons.faq.read();
  } catch (error) {
    throw new ContentError(keystaticIssues(file, error));
  }
  if (raw === null) assertNoIssues([{ file, field: WHOLE_FILE, code: "missing", message: "The file is missing" }]);
  const parsed = faqSchema.safeParse(raw);
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
function duplicateQuestions(items: readonly FaqItem[]): ContentIssue[] {
  const titles = items.map((item) => item.title);
  return titles
    .filter((title, index) => titles.indexOf(title) !== index)
    .map((title) => ({
      file: FAQ_FILE,
      field: "groups",
      code: "duplicate_slug" as const,
      message: `The question "${title}" is asked twice`,
    }));
}

const faqOnce = readOnceInProduction(readFaq);

export const getFaq = (): Promise<Faq> => faqOnce();
export const getPricingFaq = async (): Promise<FaqItem[]> => (await faqOnce()).pricingQuestions;
