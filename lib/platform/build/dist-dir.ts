/** The build's output folder: NEXT_DIST_DIR lets parallel builds (tests, bench, a dev server) keep their own. */
export function distDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}
