"use server";

import { COMMENT_FAILED, submitComment } from "@/lib/inbox/comments/submit";
import { getPosts } from "@/lib/content/blog/posts";
import { formAction } from "@/lib/server/form-action";
import { COMMENT_FIELDS, commentSchema } from "@/lib/inbox/comments/schema";

// A public POST endpoint: submitComment() validates every input and stores the comment as pending moderation, with
// the e-mail that asks staff to approve or reject it.
export const postComment = formAction(
  commentSchema,
  async (_input, { db, ip, entries }) => {
    const posts = await getPosts();
    const result = await submitComment(db, entries, {
      ip,
      // Published posts only: a draft or a scheduled post takes no comments yet.
      postExists: (slug) => posts.some((post) => post.slug === slug),
    });
    // The moderation e-mail goes out after the answer.
    return { ...result, queuedJobs: result.status === "done" && result.stored };
  },
  {
    name: "postComment",
    fields: ["post", ...COMMENT_FIELDS],
    failed: { message: COMMENT_FAILED, log: "Blog comment failed" },
  },
);
