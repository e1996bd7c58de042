// npm run content:check – every problem in the blog, the FAQ and the site copy at once (lib/content/check.ts),
// without a build. Run with the react-server condition (package.json), as the pages read the content.
import { describeIssues } from "@/lib/content/content-errors";
import { contentIssues } from "@/lib/content/check";
import { env } from "@/lib/env";

async function main() {
  const issues = await contentIssues(env.contentRoot);
  if (issues.length === 0) {
    process.stdout.write("The content has no problems.\n");
    return;
  }
  process.stderr.write(`${describeIssues(issues)}\n`);
  process.exitCode = 1;
}

void main();
