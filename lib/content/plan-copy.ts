import "server-only";
import { PLAN_COPY_FILE, planCopyProblems } from "@/lib/billing/plans/copy";
import { WHOLE_FILE, type ContentIssue } from "../platform/text/content-errors";
import { readContentFile } from "./reader";

// The plans' words (content/plan-copy.json) in the content check: the catalog imports the file (lib/billing/plans/plans.ts) and
// refuses a broken one when the site is built; the check reads the content folder's copy (CONTENT_ROOT) and lists
// every mistake in it with the others, in the editor's words, without stopping at the first.

/** Every problem of the file under `root`, each naming the plan and the field as the editor shows them. */
export async function planCopyIssues(root: string): Promise<ContentIssue[]> {
  const text = await readContentFile(root, PLAN_COPY_FILE);
  const unreadable = (message: string): ContentIssue[] => [
    { file: PLAN_COPY_FILE, field: WHOLE_FILE, code: "unreadable", message },
  ];
  if (text === null) return unreadable("the file is missing");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return unreadable("the file is not valid JSON");
  }
  return planCopyProblems(data).map((problem) => ({ file: PLAN_COPY_FILE, ...problem }));
}
