import Markdoc, {
  Tag,
  type Config,
  type Node,
  type RenderableTreeNodes,
  type Schema,
  type ValidateError,
} from "@markdoc/markdoc";
import type { ImageSize } from "./image-files";

// A post body as Keystatic stores it (Markdoc) and as the page renders it: headings (levels 2 and 3: the title is the
// page's h1), paragraphs, lists, links and images. The tree names four elements the page draws with its own
// components (components/blog/post-body.tsx): Heading, List, Link (next/link inside the site) and Image.

const heading: Schema = {
  children: ["inline"],
  attributes: { level: { type: Number, required: true } },
  validate(node) {
    const level = node.attributes.level;
    return level === 2 || level === 3
      ? []
      : [
          {
            id: "heading-level",
            level: "error",
            message: `Use heading levels 2 and 3 (## or ###), not ${level}: the post's title is the page's only level 1`,
          },
        ];
  },
  transform(node, config) {
    return new Tag("Heading", { level: node.attributes.level }, node.transformChildren(config));
  },
};

const list: Schema = {
  children: ["item"],
  attributes: {
    ordered: { type: Boolean, required: true },
    start: { type: Number },
    marker: { type: String, render: false },
  },
  transform(node, config) {
    return new Tag("List", node.transformAttributes(config), node.transformChildren(config));
  },
};

export const markdocConfig: Config = {
  nodes: {
    // The blocks themselves, not wrapped in an <article>: the page's own <article> holds the post.
    document: { ...Markdoc.nodes.document, transform: (node, config) => node.transformChildren(config) },
    heading,
    list,
    link: { ...Markdoc.nodes.link, render: "Link" },
    image: { ...Markdoc.nodes.image, render: "Image" },
  },
};

export type BodyProblem = { line: number | undefined; message: string };
export type BodyLink = { href: string; line: number | undefined };
export type BodyImage = { src: string; alt: string; line: number | undefined };

/** Markdoc's own checks (unknown tags, bad attributes, heading levels); line numbers count from the body's first line. */
export function bodyProblems(body: Node): BodyProblem[] {
  return Markdoc.validate(body, markdocConfig)
    .filter(({ error }) => error.level === "error" || error.level === "critical")
    .map(({ lines, error }: ValidateError) => ({ line: firstLine(lines), message: error.message }));
}

export function bodyLinks(body: Node): BodyLink[] {
  return [...body.walk()]
    .filter((node) => node.type === "link")
    .map((node) => ({ href: String(node.attributes.href ?? ""), line: firstLine(node.lines) }));
}

export function bodyImages(body: Node): BodyImage[] {
  return [...body.walk()]
    .filter((node) => node.type === "image")
    .map((node) => ({
      src: String(node.attributes.src ?? ""),
      alt: String(node.attributes.alt ?? "").trim(),
      line: firstLine(node.lines),
    }));
}

/** The text of each block (paragraph, heading, list item), for counting words. */
export function bodyBlockTexts(body: Node): string[] {
  const blocks: string[] = [];
  for (const node of body.walk()) {
    if (node.type !== "inline") continue;
    blocks.push(
      [...node.walk()]
        .map((child) =>
          child.type === "text"
            ? String(child.attributes.content ?? "")
            : child.type === "softbreak" || child.type === "hardbreak"
              ? " "
              : "",
        )
        .join(""),
    );
  }
  return blocks;
}

/**
 * The tree the page renders: plain data, no functions, so it can be read once and rendered many times. `imageSizes`
 * holds each body image's size read from its file, by its src (lib/content/blog/posts.ts); the Image tags carry it.
 */
export function renderableBody(
  body: Node,
  imageSizes: ReadonlyMap<string, ImageSize> = new Map(),
): RenderableTreeNodes {
  return Markdoc.transform(body, {
    ...markdocConfig,
    nodes: { ...markdocConfig.nodes, image: sizedImage(imageSizes) },
  });
}

function sizedImage(imageSizes: ReadonlyMap<string, ImageSize>): Schema {
  return {
    ...Markdoc.nodes.image,
    transform(node, config) {
      const size = imageSizes.get(String(node.attributes.src ?? ""));
      const attributes = node.transformAttributes(config);
      return new Tag("Image", size ? { ...attributes, ...size } : attributes, node.transformChildren(config));
    },
  };
}

function firstLine(lines: readonly number[]): number | undefined {
  return lines.length > 0 ? lines[0] + 1 : undefined;
}
