import Markdoc, { type RenderableTreeNodes } from "@markdoc/markdoc";
import Link from "next/link";
import * as React from "react";
import type { ReactNode } from "react";

// A post's Markdoc body (lib/content/markdoc.ts names Heading, List, Link and Image in it), rendered on the server:
// plain HTML, no Markdoc code in the browser. Text is React text, so nothing in a post becomes markup by accident.

function Heading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  if (level === 3) return <h3 className="pt-2 text-xl font-bold tracking-tight sm:text-2xl">{children}</h3>;
  return <h2 className="pt-4 text-2xl font-bold tracking-tight sm:text-3xl">{children}</h2>;
}

function List({ ordered, start, children }: { ordered: boolean; start?: number; children: ReactNode }) {
  if (ordered) {
    return (
      <ol start={start} className="list-decimal space-y-2 pl-6 marker:text-brand-600">
        {children}
      </ol>
    );
  }
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{children}</ul>;
}

const linkClasses = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Pages of the site go through next/link; other sites open as plain links. */
function BodyLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link href={href} title={title} className={linkClasses}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} title={title} className={linkClasses}>
      {children}
    </a>
  );
}

type BodyImageProps = { src: string; alt: string; title?: string; width?: number; height?: number };

// Body images load lazily. One on this site carries its file's size (lib/content/blog/posts.ts), so the text below it does
// not move when it arrives; another site's keeps its own. The build refuses one without alt text.
function BodyImage({ src, alt, title, width, height }: BodyImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- also another site's picture, of no known size: next/image needs one
    <img
      src={src}
      alt={alt}
      title={title}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="h-auto max-w-full rounded-xl"
    />
  );
}

const components = { Heading, List, Link: BodyLink, Image: BodyImage };

export function PostBody({ body }: { body: RenderableTreeNodes }) {
  return (
    <div className="mt-8 space-y-5 text-lg leading-8 text-slate-700">
      {Markdoc.renderers.react(body, React, { components })}
    </div>
  );
}
