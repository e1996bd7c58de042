// npm run content:check – every problem in the blog, the FAQ and the site copy at once (lib/content/check.ts),
// without a build. `-- --fix` adds the redirects renamed posts need (content/redirects.json). Runs with the
// react-server condition (package.json), as the pages read the content.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentCheck, neededRedirects } from "@/lib/content/check";
import { collectPosts } from "@/lib/content/blog/posts";
import { describeIssues, describeNotes } from "@/lib/platform/text/content-errors";
import { readRedirects, REDIRECTS_FILE } from "@/lib/content/redirects";
import { env } from "@/lib/platform/env";

async function addRenameRedirects(root: string) {
  const { posts } = await collectPosts(root);
  const { redirects } = readRedirects(root);
  const added = neededRedirects(root, posts, redirects).filter((renamed) => renamed.to !== null);
  if (added.length === 0) return;
  const file = join(root, REDIRECTS_FILE);
  let data: { redirects: unknown[] } = { redirects: [] };
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {}
  data.redirects = [...(data.redirects ?? []), ...added.map(({ from, to }) => ({ from, to, permanent: true }))];
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  for (const { from, to } of added) process.stdout.write(`Added the redirect ${from} → ${to}\n`);
}

async function main() {
  if (process.argv.includes("--fix")) await addRenameRedirects(env.contentRoot);
  const { issues, notes } = await contentCheck(env.contentRoot);
  // Notes (a link to a redirected address) pass the check: printed, not counted.
  if (notes.length > 0) process.stdout.write(`${describeNotes(notes)}\n`);
  if (issues.length === 0) {
    process.stdout.write("The content has no problems.\n");
    return;
  }
  process.stderr.write(`${describeIssues(issues)}\n`);
  process.exitCode = 1;
}

void main();
