import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import keystaticConfig from "@/lib/content/keystatic/config";
import { offerContradictions, type OfferContext } from "@/lib/billing/offer/contradictions";
import { contentReader } from "./reader";
import { strings } from "./strings-of";
import type { OfferPlaceholderValues } from "./offer-placeholders";

// One offer in every word staff write (docs/buying.md, "One fact, one place"): every singleton, every blog post and
// its body, read as the site reads them (placeholders filled with distinct inboxes, so an address in the wrong place
// shows), held to lib/billing/offer/facts.ts. A FAQ answer, a Terms clause or a heading that contradicts the offer fails
// here, naming the file, the field and the sentence. The rendered pages are held to it too (e2e/offer-facts.spec.ts).

const ROOT = process.cwd();
const inboxes: OfferPlaceholderValues = {
  contactEmail: "hello@leadflow.example",
  supportEmail: "support@leadflow.example",
  billingEmail: "billing@leadflow.example",
  privacyEmail: "privacy@leadflow.example",
};
const reader = contentReader(ROOT, inboxes);

async function offerContext(): Promise<OfferContext> {
  const download = await reader.singletons.download.readOrThrow();
  return {
    appsAvailable: download.stores.some((store) => Boolean(store.listing)),
    inboxes: { support: inboxes.supportEmail, billing: inboxes.billingEmail, privacy: inboxes.privacyEmail },
  };
}

type Found = { file: string; field: string; code: string; sentence: string };

async function contradictionsInContent(): Promise<Found[]> {
  const context = await offerContext();
  const found: Found[] = [];
  const check = (file: string, data: unknown) => {
    for (const { path, text } of strings(data))
      for (const { code, sentence } of offerContradictions(text, context))
        found.push({ file, field: path.join(" › "), code, sentence });
  };
  for (const [name, singleton] of Object.entries(keystaticConfig.singletons)) {
    const data = await reader.singletons[name as keyof typeof keystaticConfig.singletons].read();
    check(singleton.path ?? name, data);
  }
  for (const [name, collection] of Object.entries(keystaticConfig.collections)) {
    for (const { slug, entry } of await reader.collections[name as keyof typeof keystaticConfig.collections].all())
      check(`${(collection.path ?? name).replace("*", slug)}`, entry);
  }
  // Post bodies (Markdoc), paragraph by paragraph.
  const posts = join(ROOT, "content/blog/posts");
  for (const file of readdirSync(posts).filter((name) => name.endsWith(".mdoc"))) {
    const body = readFileSync(join(posts, file), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
    check(`content/blog/posts/${file}`, body.replace(/([^\n])\n(?!\n)/g, "$1 "));
  }
  return found;
}

describe("the offer in the content files", () => {
  it("no page, answer or clause contradicts the offer's facts", async () => {
    expect(await contradictionsInContent()).toEqual([]);
  }, 30_000);
});
