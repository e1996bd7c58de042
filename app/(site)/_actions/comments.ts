"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/request/meta";
import { COMMENT_FAILED, submitComment } from "@/lib/comments/submit";
import { getPosts } from "@/lib/content/blog";
import { getDb } from "@/lib/db";
import { formStateOf, formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { COMMENT_FIELDS, type CommentField } from "@/lib/validation/comment";
import { logger } from "@/lib/log";

type CommentFormState = FormState<CommentField>;

// A public POST endpoint: submitComment() validates every input and stores the comment as pending moderation, with
// the e-mail that asks staff to approve or reject it.
export async function postComment(_: CommentFormState, form: FormData): Promise<CommentFormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, COMMENT_FIELDS);
  try {
    const [headerList, db, posts] = await Promise.all([headers(), getDb(), getPosts()]);
    const result = await submitComment(db, Object.fromEntries(form), {
      ip: clientIp(headerList),
      // Published posts only: a draft or a scheduled post takes no comments yet.
      postExists: (slug) => posts.some((post) => post.slug === slug),
    });
    if (result.status === "done" && result.stored) after(drainQuietly); // the moderation e-mail, without making the visitor wait
    return formStateOf(result, values);
  } catch (error) {
    logger.error({ err: error }, "Blog comment failed");
    return { status: "failed", message: COMMENT_FAILED, values };
  }
}
