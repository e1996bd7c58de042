import Link from "next/link";
import { redirect } from "next/navigation";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { Container } from "@/components/ui/container";
import { postHref } from "@/lib/content/blog/layouts";
import { isoDay } from "@/lib/content/blog/visibility";
import { commentLinkKeys } from "@/lib/inbox/comments/app-links";
import { LINK_EXPIRED_PATH, MODERATION_PATH, type ModerationDecision } from "@/lib/inbox/comments/links";
import { moderationView } from "@/lib/inbox/comments/moderation";
import { blogPostTitle } from "@/lib/inbox/comments/posts";
import { getDb } from "@/lib/platform/db";
import type { BlogComment } from "@/lib/platform/db/schema";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { approveComment, rejectComment } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Moderate a comment",
    description: "Approve or reject a comment on the LeadFlow blog.",
    path: MODERATION_PATH,
    noindex: true,
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FORMS: Record<ModerationDecision, { action: typeof approveComment; submitLabel: string; pendingLabel: string }> =
  {
    approve: { action: approveComment, submitLabel: "Approve comment", pendingLabel: "Approving..." },
    reject: { action: rejectComment, submitLabel: "Reject and delete comment", pendingLabel: "Rejecting..." },
  };

function question(decision: ModerationDecision, comment: BlogComment): string {
  if (decision === "approve")
    return "Approve this comment? It will show under the post with the name and date, never the e-mail address.";
  return comment.status === "approved"
    ? "This comment is approved and shows under the post. Reject it? It will be deleted and taken off the post."
    : "Reject this comment? It will be deleted.";
}

// The approve or reject link in a moderation e-mail. Opening it only shows the comment and asks (a mail scanner
// following links decides nothing); the button decides, then comes back here, which shows the outcome.
export default async function ModerateCommentPage({ searchParams }: Props) {
  // The query first: reading it makes the page dynamic, so `next build` stops here and never opens the database.
  const query = await searchParams;
  const view = await moderationView(await getDb(), commentLinkKeys(), query);
  if (view.status === "invalid") redirect(LINK_EXPIRED_PATH);
  return (
    <Container className="max-w-2xl pb-20 pt-28 sm:pt-32">
      <h1 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Moderate a comment</h1>
      {view.status === "deleted" ? (
        <p role="status" className="mt-6 text-center text-lg text-slate-700">
          This comment was rejected and deleted
          {view.link.decision === "approve" ? ", so it can no longer be approved" : ""}.
        </p>
      ) : (
        <>
          <CommentDetails comment={view.comment} />
          {view.status === "approved" ? (
            <p role="status" className="mt-6 text-center text-lg text-slate-700">
              This comment is approved: it shows under the post.{" "}
              <Link
                href={postHref(view.comment.postSlug)}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                View the post
              </Link>
            </p>
          ) : (
            <div className="flex justify-center text-center">
              <LinkActionForm
                {...FORMS[view.link.decision]}
                token={view.link.token}
                question={question(view.link.decision, view.comment)}
              />
            </div>
          )}
        </>
      )}
    </Container>
  );
}

async function CommentDetails({ comment }: { comment: BlogComment }) {
  const title = (await blogPostTitle(comment.postSlug)) ?? comment.postSlug;
  const day = isoDay(comment.createdAt);
  return (
    <dl className="mt-8 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold text-slate-900">Post</dt>
      <dd>
        <Link
          href={postHref(comment.postSlug)}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {title}
        </Link>
      </dd>
      <dt className="font-semibold text-slate-900">Name</dt>
      <dd>{comment.name}</dd>
      <dt className="font-semibold text-slate-900">E-mail</dt>
      <dd className="break-all">{comment.email}</dd>
      <dt className="font-semibold text-slate-900">Posted</dt>
      <dd>
        <time dateTime={comment.createdAt.toISOString()}>{formatIsoDate(day)}</time>
      </dd>
      <dt className="font-semibold text-slate-900">Comment</dt>
      <dd className="whitespace-pre-line break-words">{comment.comment}</dd>
    </dl>
  );
}
