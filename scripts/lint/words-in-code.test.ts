import { readInterfaceWords } from "@/lib/content/interface-words";
import { siteCopyReader } from "@/lib/content/site-copy";
import { componentFiles, wordPieces, wordsInFiles, wordsInSource } from "./words-in-code";

// Every interface word is read from content/interface-words.yaml, never written again in a component or a page
// (docs/editing.md, "Interface words"): otherwise staff's edit leaves the old words on the page. The launch page's
// own words (content/coming-soon.yaml) are held to the same rule.

// The same words, meaning something else: a preview deployment's ribbon, where staff are the readers, and the forms'
// field labels and buttons, which stay in code (docs/editing.md, "What stays in code").
const ELSEWHERE = [
  { file: "components/site/preview-ribbon.tsx", text: "Test payments" },
  { file: "app/(site)/login/page.tsx", text: "Email" },
  { file: "app/(site)/forgot/page.tsx", text: "Email" },
  { file: "app/(site)/newsletter/unsubscribe/page.tsx", text: "Unsubscribe" },
];

it("finds no interface word written in components/ or app/", async () => {
  const [words, comingSoon] = await Promise.all([
    readInterfaceWords(process.cwd()),
    siteCopyReader(process.cwd()).read("comingSoon"),
  ]);
  const pieces = wordPieces({ ...words, comingSoon });
  const found = wordsInFiles([...componentFiles("components"), ...componentFiles("app")], pieces).filter(
    ({ file, text }) => !ELSEWHERE.some((known) => known.file === file && known.text === text),
  );
  expect(found.map(({ file, line, text, field }) => `${file}:${line} "${text}" (${field})`)).toEqual([]);
});

describe("the search", () => {
  const pieces = wordPieces({
    blog: { byAuthor: "By {author}", onePost: "{count} post", leaveComment: "Leave a comment" },
    careers: { step: "Step {step}" },
  });

  it("finds each piece between a text's placeholders, in text, attributes and either branch of a condition", () => {
    const source = [
      "export const A = ({ post, n, busy }) => (",
      "  <p aria-label={`Step ${n}`}>",
      "    <span>By {post.author}</span>",
      '    <h2 title="Leave a comment">{busy ? "…" : "Leave a comment"}</h2>',
      "  </p>",
      ");",
    ].join("\n");
    expect(wordsInSource("a.tsx", source, pieces)).toEqual([
      { file: "a.tsx", line: 2, text: "Step", field: "careers › step" },
      { file: "a.tsx", line: 3, text: "By", field: "blog › byAuthor" },
      { file: "a.tsx", line: 4, text: "Leave a comment", field: "blog › leaveComment" },
      { file: "a.tsx", line: 4, text: "Leave a comment", field: "blog › leaveComment" },
    ]);
  });

  it("leaves alone a lone lower-case word, a longer text and what is not rendered", () => {
    const source = [
      'const KIND = "Leave a comment";',
      "export const A = ({ words }) => (",
      '  <form method="post">',
      "    <span>Bylines</span>",
      "    <span>Step one of three</span>",
      '    <h2>{words.heading ?? "Leave a comment"}</h2>',
      "  </form>",
      ");",
    ].join("\n");
    expect(wordsInSource("a.tsx", source, pieces)).toEqual([]);
  });
});
