// The floor app of the bench (floor.mjs): a minimal Next app, one static server-rendered page with a heading and a
// paragraph, the site's root layout shape (html lang, the site's font through next/font/local, a skip link, main#main)
// and no client component, written into a new temporary folder that uses the repository's node_modules (a symlink).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, parse, resolve } from "node:path";

// The site's font file, through next/font/local with the site's options (app/fonts.ts): the root layout's shape.
const FONT = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * The files of the minimal app, by path relative to its folder. `turbopackRoot` must contain both the folder and
 * the node_modules its symlink points to (Turbopack resolves no file outside its root).
 */
export function floorAppFiles({ turbopackRoot }) {
  return {
    "package.json": `${JSON.stringify({ name: "next-floor", private: true }, null, 2)}\n`,
    "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`,
    "app/globals.css": [
      "html { -webkit-text-size-adjust: 100%; }",
      "body { margin: 0; font-family: var(--font-inter), ui-sans-serif, system-ui, sans-serif; color: #334155; background: #fff; }",
      "h1 { color: #0f172a; font-size: 2.25rem; line-height: 1.2; margin: 0; }",
      "p { font-size: 1.125rem; line-height: 1.75; margin: 1.5rem 0 0; }",
      "main { max-width: 40rem; margin: 0 auto; padding: 6rem 1rem; }",
      ".skip { position: absolute; left: -10000px; }",
      ".skip:focus { left: 1rem; top: 1rem; }",
      "",
    ].join("\n"),
    "app/layout.jsx": [
      'import localFont from "next/font/local";',
      'import "./globals.css";',
      "",
      `const inter = localFont({ src: "../${FONT}", variable: "--font-inter", display: "swap", weight: "100 900" });`,
      "",
      "export const metadata = {",
      '  title: "An empty Next.js page",',
      '  description: "A minimal Next.js app: one static server-rendered page, for the bench\'s reference figures.",',
      "  icons: { icon: \"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E\" },",
      "};",
      "",
      'export const viewport = { themeColor: "#2547ea", width: "device-width", initialScale: 1 };',
      "",
      "export default function RootLayout({ children }) {",
      "  return (",
      '    <html lang="en" className={inter.variable}>',
      "      <body>",
      '        <a href="#main" className="skip">Skip to content</a>',
      '        <main id="main" tabIndex={-1}>{children}</main>',
      "      </body>",
      "    </html>",
      "  );",
      "}",
      "",
    ].join("\n"),
    "app/page.jsx": [
      "export default function Page() {",
      "  return (",
      "    <>",
      "      <h1>An empty Next.js page</h1>",
      "      <p>",
      "        One static page rendered on the server: a heading and a paragraph, the site's root layout and font, and no",
      "        client component. What Next.js itself sends and runs to show it is the least any page of the site can cost.",
      "      </p>",
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n"),
  };
}

/** The deepest folder that holds both paths ("/" at worst). */
export function commonAncestor(a, b) {
  const split = (path) => resolve(path).split("/").filter(Boolean);
  const [x, y] = [split(a), split(b)];
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return `${parse(resolve(a)).root}${x.slice(0, i).join("/")}`;
}

/** Writes the minimal app into a new temporary folder, its node_modules a symlink to `nodeModules`; returns the folder. */
export function writeFloorApp({ nodeModules = resolve("node_modules"), parent = tmpdir() } = {}) {
  const dir = mkdtempSync(join(parent, "next-floor-"));
  for (const [file, text] of Object.entries(floorAppFiles({ turbopackRoot: commonAncestor(dir, nodeModules) }))) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(nodeModules, join(dir, "node_modules"), "dir");
  return dir;
}
