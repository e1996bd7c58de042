import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The interface words are staff's (docs/editing.md, "Interface words"): a component that writes one of them itself
// shows the old words after staff change the file. This finds, in the rendered text of components and pages (JSX
// text, an attribute's string, a string or either branch of a condition inside braces), a piece of an interface word:
// a text's words between its placeholders ("Step" of "Step {step}"). A lone lower-case word ("post", "to") is left
// out: too common to say that a component holds the staff's text.

export type WordInCode = { file: string; line: number; text: string; field: string };

/** Each piece of each text, mapped to its field ("blog › byAuthor"). */
export function wordPieces(words: Record<string, Record<string, string>>): Map<string, string> {
  const pieces = new Map<string, string>();
  for (const [group, fields] of Object.entries(words))
    for (const [name, text] of Object.entries(fields))
      for (const piece of text.split(/\{[A-Za-z][A-Za-z0-9]*\}/)) {
        const trimmed = piece.trim();
        if (/[A-Za-z]{2}/.test(trimmed) && !/^[a-z]+$/.test(trimmed)) pieces.set(trimmed, `${group} › ${name}`);
      }
  return pieces;
}

function literalTexts(expression: ts.Expression | undefined): string[] {
  if (!expression) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isConditionalExpression(expression))
    return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  return [];
}

function renderedTexts(node: ts.Node): string[] {
  if (ts.isJsxText(node)) return [node.text];
  if (ts.isJsxAttribute(node) && node.initializer)
    return ts.isStringLiteral(node.initializer)
      ? [node.initializer.text]
      : ts.isJsxExpression(node.initializer)
        ? literalTexts(node.initializer.expression)
        : [];
  if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) return literalTexts(node.expression);
  return [];
}

/** The pieces of interface words that the source `text` of `file` renders itself. */
export function wordsInSource(file: string, text: string, pieces: Map<string, string>): WordInCode[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: WordInCode[] = [];
  const visit = (node: ts.Node) => {
    for (const rendered of renderedTexts(node)) {
      const piece = rendered.replace(/\s+/g, " ").trim();
      const field = pieces.get(piece);
      if (field) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file, line, text: piece, field });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The .tsx files under `dir`, tests and fixtures left out. */
export function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") && !/\.(test|fixture)\.tsx$/.test(entry.name) ? [full] : [];
  });
}

export const wordsInFiles = (files: string[], pieces: Map<string, string>): WordInCode[] =>
  files.flatMap((file) => wordsInSource(file, readFileSync(file, "utf8"), pieces));
