import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Docs that cannot drift: a comment or a document that sends the reader to a section (`docs/content.md,
// "Scheduling"`) names a document that exists and a heading it has; one whose section is history names the commit
// that still has it (`bench/README.md as of 73e0ded, "Method"`). A section renamed, moved or dropped fails here,
// naming where it was cited.

const root = process.cwd();
// Between the parts, a line may break inside a comment ("//" or " * " going on).
const CITATION = /([\w./-]+\.md)(?: as of ([0-9a-f]{7,40}))?,?(?:\s|\/\/|\*)+"([^"]+)"/g;

type Citation = { where: string; document: string; commit?: string; section: string };

function citations(text: string, where: string): Citation[] {
  return [...text.matchAll(CITATION)].map(([, document, commit, section]) => ({
    where,
    document,
    ...(commit ? { commit } : {}),
    section: section.replace(/\s*\n\s*(?:\/\/|\*)?\s*/g, " "),
  }));
}

/** The headings of a Markdown document, without their #s. */
function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1]);
}

/** A section is cited by its heading's text, or the start of it (a heading may go on after a colon), without its number. */
const cites = (heading: string, section: string) => heading.replace(/^\d+\.\s+/, "").startsWith(section);

function trackedTextFiles(): string[] {
  const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.cjs", "*.md", "*.css", "*.conf*"], {
    cwd: root,
    encoding: "utf8",
  });
  return files.split("\n").filter((file) => file && file !== "scripts/lint/docs-sections.test.ts");
}

const documents = new Map<string, string | undefined>();

/** The cited document's text, read once per document and commit. */
function documentText(citation: Citation): string | undefined {
  const key = `${citation.commit ?? ""}:${citation.document}`;
  if (!documents.has(key)) documents.set(key, readDocument(citation));
  return documents.get(key);
}

function readDocument({ document, commit }: Citation): string | undefined {
  if (!commit) {
    const file = path.join(root, document);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  }
  try {
    return execFileSync("git", ["show", `${commit}:${document}`], { cwd: root, encoding: "utf8", stdio: "pipe" });
  } catch {
    return undefined;
  }
}

// A shallow clone has no history to read a commit's document from: those citations are checked in a full one.
const shallow =
  execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: root, encoding: "utf8" }).trim() === "true";

function missing(citation: Citation): boolean {
  if (citation.commit && shallow) return false;
  const text = documentText(citation);
  return text === undefined || !headings(text).some((heading) => cites(heading, citation.section));
}

describe("every section a comment or a document cites is there", () => {
  it("finds a citation, and tells a heading that is there from one that is not", () => {
    const found = citations(
      'see docs/content.md, "Scheduling", README.md "Gone away" and bench/README.md as of 73e0ded,\n// "The suite\'s time".',
      "x.ts",
    );
    expect(found).toEqual([
      { where: "x.ts", document: "docs/content.md", section: "Scheduling" },
      { where: "x.ts", document: "README.md", section: "Gone away" },
      { where: "x.ts", document: "bench/README.md", commit: "73e0ded", section: "The suite's time" },
    ]);
    expect(found.filter(missing).map(({ section }) => section)).toEqual(["Gone away"]);
  });

  it("in every tracked source and document", () => {
    const cited = trackedTextFiles().flatMap((file) => citations(readFileSync(path.join(root, file), "utf8"), file));
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.filter(missing)).toEqual([]);
  });
});
