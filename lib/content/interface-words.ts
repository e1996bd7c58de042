import "server-only";
import { z } from "zod";
import keystaticConfig from "@/lib/content/keystatic/config";
import { INTERFACE_WORDS, type InterfaceWordsDeclaration } from "@/lib/content/keystatic/interface-words";
import {
  ContentError,
  WHOLE_FILE,
  fieldName,
  keystaticIssues,
  zodIssues,
  type ContentIssue,
} from "../platform/text/content-errors";
import { OFFER_PLACEHOLDERS } from "./offer-placeholders";
import { contentReader, readContentFile, readOnceInProduction } from "./reader";
import { placeholdersIn, type Words } from "@/lib/site/words";

// The one reader of content/interface-words.yaml (lib/content/keystatic/interface-words.ts): Keystatic's reader, this
// schema, then each field's placeholders against its declaration. Pages (and the root layout) read it on the server
// and hand components the words they show as props (docs/editing.md).

export const INTERFACE_WORDS_FILE = `${keystaticConfig.singletons.interfaceWords.path}.yaml`;

type Declared = InterfaceWordsDeclaration;
type PlaceholdersOf<F> = F extends { placeholders: readonly (infer K extends string)[] } ? K : never;

export type InterfaceWords = {
  [G in keyof Declared]: { [F in keyof Declared[G]["fields"]]: Words<PlaceholdersOf<Declared[G]["fields"][F]>> };
};

export type EveryPageWords = InterfaceWords["everyPage"];
export type HomeWords = InterfaceWords["home"];
export type PricingWords = InterfaceWords["pricing"];
export type SignInWords = InterfaceWords["signIn"];
export type CareersWords = InterfaceWords["careers"];
export type LegalWords = InterfaceWords["legal"];
export type BlogWords = InterfaceWords["blog"];

const text = z.string().trim().min(1, "Write the text: the site shows it to visitors");

const schema = z.object(
  Object.fromEntries(
    Object.entries(INTERFACE_WORDS).map(([group, { fields }]) => [
      group,
      z.object(Object.fromEntries(Object.keys(fields).map((name) => [name, text]))),
    ]),
  ),
);

/** Each field's placeholders against its declaration: every declared one present, no other. */
export function interfaceWordsPlaceholderIssues(words: Record<string, Record<string, string>>): ContentIssue[] {
  return Object.entries(INTERFACE_WORDS).flatMap(([group, { fields }]) =>
    Object.entries(fields).flatMap(([name, field]): ContentIssue[] => {
      const value = words[group]?.[name];
      if (typeof value !== "string") return [];
      const declared: readonly string[] = "placeholders" in field ? field.placeholders : [];
      // The inboxes' placeholders are filled in every text (lib/content/offer-placeholders.ts).
      const allowed = [...declared, ...OFFER_PLACEHOLDERS];
      const used = placeholdersIn(value);
      const issue = (code: ContentIssue["code"], message: string): ContentIssue => ({
        file: INTERFACE_WORDS_FILE,
        field: fieldName([group, name]),
        code,
        message,
      });
      const choices = declared.length
        ? `use ${declared.map((known) => `{${known}}`).join(", ")}`
        : "this text has no placeholders";
      return [
        ...used
          .filter((placeholder) => !allowed.includes(placeholder))
          .map((placeholder) =>
            issue("unknown_placeholder", `{${placeholder}} is not a placeholder of this text: ${choices}`),
          ),
        ...declared
          .filter((placeholder) => !used.includes(placeholder))
          .map((placeholder) =>
            issue("missing_placeholder", `The text must have {${placeholder}}: the site puts it there`),
          ),
      ];
    }),
  );
}

/** The interface words under `root` (the content folder), checked; a ContentError naming file and field otherwise. */
export async function readInterfaceWords(root: string): Promise<InterfaceWords> {
  const file = INTERFACE_WORDS_FILE;
  if ((await readContentFile(root, file)) === null)
    throw new ContentError([{ file, field: WHOLE_FILE, code: "unreadable", message: "the file is missing" }]);
  let data: unknown;
  try {
    data = await contentReader(root).singletons.interfaceWords.read();
  } catch (error) {
    throw new ContentError(keystaticIssues(file, error));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContentError(zodIssues(file, parsed.error));
  const words = parsed.data as Record<string, Record<string, string>>;
  const issues = interfaceWordsPlaceholderIssues(words);
  if (issues.length > 0) throw new ContentError(issues);
  return words as InterfaceWords;
}

/** Read once per process in production, every time in development and tests (lib/content/reader.ts). */
export const interfaceWords = readOnceInProduction(readInterfaceWords);

/** The file's problems, for the content check. */
export async function interfaceWordsIssues(root: string): Promise<ContentIssue[]> {
  try {
    await readInterfaceWords(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}
