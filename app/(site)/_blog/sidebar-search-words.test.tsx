/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextDecoder, TextEncoder } from "node:util";
import { SidebarSearch } from "@/components/blog/sidebar-search";
import { contentCopy } from "@/testing/content-copy";

// The blog sidebar's search says what content/interface-words.yaml says (issue 46): its label and its three answers,
// read on the server and handed to the search in the browser. An edit of the file changes them.

const FILE = "content/interface-words.yaml";
const posts = [
  { slug: "a", title: "Follow-up cadences that convert", href: "/blog/a" },
  { slug: "b", title: "Follow-ups on WhatsApp", href: "/blog/b" },
  { slug: "c", title: "Seven KPIs", href: "/blog/c" },
];

async function blogWordsIn(root: string) {
  // Keystatic's reader needs the encoders jsdom lacks: given before it is loaded.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { readInterfaceWords } = await import("@/lib/content/interface-words");
  return (await readInterfaceWords(root)).blog;
}

it("labels the box and answers in the repository's words", async () => {
  render(<SidebarSearch posts={posts} placeholder="Type to search" words={await blogWordsIn(process.cwd())} />);
  const box = screen.getByRole("searchbox", { name: "Search posts" });
  await userEvent.type(box, "follow");
  expect(screen.getByRole("status")).toHaveTextContent("2 posts match “follow”.");
  await userEvent.type(box, " whatsapp");
  expect(screen.getByRole("status")).toHaveTextContent("1 post matches “follow whatsapp”.");
});

it("labels the box and answers in the edited words", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "  searchPosts: Search posts", "  searchPosts: Find an article");
  copy.edit(FILE, "  searchNoMatch: No posts match “{query}”.", "  searchNoMatch: 'Nothing about {query} yet.'");
  copy.edit(FILE, "  searchMatches: '{count} posts match “{query}”.'", "  searchMatches: '{query}: {count} articles'");
  render(<SidebarSearch posts={posts} placeholder="Type to search" words={await blogWordsIn(copy.root)} />);
  const box = screen.getByRole("searchbox", { name: "Find an article" });
  await userEvent.type(box, "follow");
  expect(screen.getByRole("status")).toHaveTextContent("follow: 2 articles");
  await userEvent.clear(box);
  await userEvent.type(box, "pricing");
  expect(screen.getByRole("status")).toHaveTextContent("Nothing about pricing yet.");
});
