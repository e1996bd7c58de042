import type { Node } from "@markdoc/markdoc";
import { posts as typedPosts } from "@/content/blog/posts";
import { faq, faqGroups } from "@/content/faq";
import { pricingFaq } from "@/content/pricing-faq";
import { readPosts } from "./blog";
import { contentReader } from "./reader";

// Temporary, for the move to Keystatic only: the files say exactly what the TypeScript objects said.

type Block = { type: "p" | "h2"; text: string } | { type: "ul"; items: string[] };

function inlineText(node: Node): string {
  return [...node.walk()].map((child) => (child.type === "text" ? String(child.attributes.content) : "")).join("");
}

function blocksOf(body: Node): Block[] {
  return body.children.map((node): Block => {
    if (node.type === "heading") return { type: "h2", text: inlineText(node) };
    if (node.type === "list") return { type: "ul", items: node.children.map(inlineText) };
    if (node.type === "paragraph") return { type: "p", text: inlineText(node) };
    throw new Error(`unexpected ${node.type}`);
  });
}

it("keeps every post's fields, order, body and reading time", async () => {
  const root = process.cwd();
  const posts = await readPosts(root);
  expect(posts.map((post) => post.slug)).toEqual(typedPosts.map((post) => post.slug));
  const reader = contentReader(root);
  for (const typed of typedPosts) {
    const post = posts.find((candidate) => candidate.slug === typed.slug)!;
    const { body, image, readingTime, ...summary } = typed;
    const { body: _rendered, image: newImage, readingTime: newReadingTime, ...newSummary } = post;
    expect(newSummary).toEqual(summary);
    expect(newImage).toEqual({ ...image, src: `/images/blog/${typed.slug}/cover.svg` });
    expect(newReadingTime).toBe(readingTime);
    const entry = await reader.collections.posts.read(typed.slug, { resolveLinkedFiles: true });
    expect(blocksOf(entry!.body.node)).toEqual(body);
  }
});

it("keeps the FAQ and the pricing FAQ", async () => {
  const reader = contentReader(process.cwd());
  expect(await reader.singletons.faq.read()).toEqual({
    headingTwo: faq.headingTwo,
    headingText: faq.headingText,
    groups: faqGroups.map(({ title, items }) => ({ title, items })),
  });
  expect(await reader.singletons.pricingFaq.read()).toEqual({ items: pricingFaq });
});
