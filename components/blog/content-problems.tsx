import type { ContentIssue } from "@/lib/platform/text/content-errors";

/** `next dev` only: what is wrong in a post's file, on its page, in place of the post (lib/content/blog/posts.ts). */
export function ContentProblems({ issues }: { issues: readonly ContentIssue[] }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-md border-2 border-amber-500 bg-amber-50 p-6 text-slate-900">
        <h1 className="text-xl font-semibold">This post has {issues.length === 1 ? "a mistake" : "mistakes"} to fix</h1>
        <p className="mt-2">Fix it at /keystatic (or in the file); the page shows the post again once it reads.</p>
        <ul className="mt-4 list-disc space-y-1 pl-6">
          {issues.map((issue, index) => (
            <li key={index}>
              <strong>{issue.field}</strong> ({issue.file}): {issue.message}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
