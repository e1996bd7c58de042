import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { CORE_SCHEMA, dump, load } from "js-yaml";

// Every content file is in the exact format the editor writes (docs/editing.md, "What a save changes"): Keystatic
// writes YAML with js-yaml's dump and its defaults (80-column folding, its quoting), so a file edited by hand in
// another shape would be rewrapped by the next save, a diff of lines nobody changed. Dates are written unquoted.

const yamlFiles = execFileSync("git", ["ls-files", "content/*.yaml", "content/**/*.yaml"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

/** What the editor writes for the file's values. */
const asTheEditorWrites = (text: string) =>
  dump(load(text, { schema: CORE_SCHEMA })).replace(/^( *[A-Za-z]+): '(\d{4}-\d{2}-\d{2})'$/gm, "$1: $2");

it("finds the content's YAML files", () => {
  expect(yamlFiles.length).toBeGreaterThan(40);
});

it.each(yamlFiles)("%s is as the editor writes it", (file) => {
  const text = readFileSync(file, "utf8");
  expect(asTheEditorWrites(text)).toBe(text);
});

it("tells a hand-wrapped line from the editor's", () => {
  const handWrapped =
    "note: >-\n  one two three four five six seven eight nine ten eleven twelve thirteen fourteen\n  fifteen\n";
  expect(asTheEditorWrites(handWrapped)).not.toBe(handWrapped);
});
