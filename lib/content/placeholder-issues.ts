import "server-only";
import keystaticConfig from "@/lib/content/keystatic/config";
import { mailSingletons } from "@/lib/content/keystatic/emails";
import { fieldName, type ContentIssue } from "../platform/text/content-errors";
import { OFFER_PLACEHOLDERS, unknownPlaceholders } from "./offer-placeholders";
import { unfilledContentReader } from "./reader";
import { strings } from "./strings-of";

// A placeholder the site does not fill would reach visitors as "{bilingEmail}": the content check names it, with the
// file and the field, and the placeholders there are (lib/content/offer-placeholders.ts).

type Singleton = keyof typeof keystaticConfig.singletons;

export async function placeholderIssues(root: string): Promise<ContentIssue[]> {
  const reader = unfilledContentReader(root);
  // The e-mails and the interface words have placeholders of their own, each text its list (lib/content/mail-texts.ts
  // and lib/content/interface-words.ts check them).
  const names = (Object.keys(keystaticConfig.singletons) as Singleton[]).filter(
    (name) => !(name in mailSingletons) && name !== "interfaceWords",
  );
  const perFile = await Promise.all(
    names.map(async (name) => {
      const { path, format } = keystaticConfig.singletons[name];
      const file = `${path}.${(format as { data?: string } | undefined)?.data === "json" ? "json" : "yaml"}`;
      let data: unknown;
      try {
        data = await reader.singletons[name].read();
      } catch {
        return []; // Unreadable: the file's own reader reports it.
      }
      return strings(data).flatMap(({ path, text }) =>
        unknownPlaceholders(text).map((placeholder): ContentIssue => ({
          file,
          field: fieldName(path),
          code: "unknown_placeholder",
          message: `{${placeholder}} is not something the site fills in: use ${OFFER_PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}`,
        })),
      );
    }),
  );
  return perFile.flat();
}
