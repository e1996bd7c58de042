"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { searchByTitle } from "@/lib/content/blog/search";
import type { BlogWords } from "@/lib/content/interface-words";
import { fillWords } from "@/lib/site/words";

type Props = {
  posts: { slug: string; title: string; href: string }[];
  placeholder: string;
  /** The box's label and the answers' words (content/interface-words.yaml). */
  words: Pick<BlogWords, "searchPosts" | "searchNoMatch" | "searchOneMatch" | "searchMatches">;
};

/** Filters post titles as the visitor types; results and the match count are announced politely. */
export function SidebarSearch({ posts, placeholder, words }: Props) {
  const [query, setQuery] = useState("");
  const id = useId();
  const trimmed = query.trim();
  const results = trimmed ? searchByTitle(posts, trimmed) : [];
  const answer =
    results.length === 0 ? words.searchNoMatch : results.length === 1 ? words.searchOneMatch : words.searchMatches;
  const message = trimmed ? fillWords(answer, { count: results.length, query: trimmed }) : "";

  return (
    <div role="search">
      <label htmlFor={`${id}-q`} className="text-lg font-bold text-ink">
        {words.searchPosts}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        className="mt-3 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-4 py-2 text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
      />
      {/* Always rendered, so screen readers already watch it when the first message arrives. */}
      <div id={`${id}-status`} role="status">
        {message ? <p className="mt-3 text-sm text-slate-600">{message}</p> : null}
      </div>
      {results.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {results.map((post) => (
            <li key={post.slug}>
              <Link
                href={post.href}
                className="block rounded-md py-1.5 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
