import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The invoice's fonts for what buyers write: Google's Noto faces from the Fontsource packages, one per script
// (Latin, Devanagari, Tamil, Bengali, Arabic, Simplified Chinese), embedded by pdfkit (fontkit shapes the conjuncts
// and the Arabic joining forms). Each package's CSS says which file covers which code points (its unicode-range), so
// each run of text gets the first face, in this order, that covers it.

const PACKAGES = [
  "@fontsource/noto-sans",
  "@fontsource/noto-sans-devanagari",
  "@fontsource/noto-sans-tamil",
  "@fontsource/noto-sans-bengali",
  "@fontsource/noto-sans-arabic",
  "@fontsource/noto-sans-sc",
];

export type FontWeight = 400 | 700;
export type FontFace = { file: string; ranges: [number, number][] };
export type TextRun = { text: string; file: string; rtl: boolean };

const faces = new Map<FontWeight, FontFace[]>();

/** The package's CSS file for a weight: under the working directory's node_modules, else resolved as a module. */
function cssFile(pkg: string, weight: FontWeight): string {
  const local = join(process.cwd(), "node_modules", pkg, `${weight}.css`);
  return existsSync(local) ? local : createRequire(join(process.cwd(), "package.json")).resolve(`${pkg}/${weight}.css`);
}

/** Helvetica, the PDF's standard font, for what its WinAnsi encoding holds: Latin text stays as small as before. */
export const STANDARD_FACE: FontFace = {
  file: "Helvetica",
  ranges: [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x2013, 0x2014],
    [0x2018, 0x201d],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x20ac, 0x20ac],
  ],
};

function parseRanges(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(low, 16), parseInt(high ?? low, 16)];
  });
}

/** Every face of every package at this weight, in the order above, as its CSS declares it (the .woff file). */
export function fontFaces(weight: FontWeight): FontFace[] {
  const known = faces.get(weight);
  if (known) return known;
  const list = PACKAGES.flatMap((pkg) => {
    const css = cssFile(pkg, weight);
    const blocks = readFileSync(css, "utf8").split("@font-face").slice(1);
    return blocks.flatMap((block) => {
      const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      return file && range ? [{ file: join(dirname(css), file), ranges: parseRanges(range) }] : [];
    });
  });
  faces.set(weight, list);
  return list;
}

const covers = (face: FontFace, code: number) => face.ranges.some(([low, high]) => code >= low && code <= high);
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
// Spaces, joiners and combining marks stay with the run they are in.
const NEUTRAL = /[\s\u200C\u200D\p{M}.,\-()&/'"]/u;

/**
 * The text cut into runs of one face each, in the order to draw them: a line whose first letter is right-to-left
 * (Arabic, Hebrew) is drawn from the right, so its runs and the words of its right-to-left runs are reversed; fontkit
 * reverses the letters within each word.
 */
export function textRuns(text: string, weight: FontWeight = 400): TextRun[] {
  const list = [STANDARD_FACE, ...fontFaces(weight)];
  const runs: TextRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const current = runs.at(-1);
    const currentFace = current && list.find((face) => face.file === current.file);
    if (current && (NEUTRAL.test(char) || (currentFace && covers(currentFace, code)))) {
      current.text += char;
      continue;
    }
    const face = list.find((candidate) => covers(candidate, code)) ?? list[0];
    runs.push({ text: char, file: face.file, rtl: RTL.test(char) });
  }
  const firstStrong = [...text].find((char) => /\p{L}/u.test(char));
  if (!firstStrong || !RTL.test(firstStrong)) return runs;
  return runs
    .reverse()
    .map((run) => (run.rtl ? { ...run, text: run.text.trim().split(/\s+/).reverse().join(" ") + " " } : run));
}
