"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { commentLinkKeys } from "@/lib/comments/app-links";
import {
  LINK_EXPIRED_PATH,
  moderationQuery,
  verifyModerationLink,
  type ModerationDecision,
} from "@/lib/comments/links";
import { moderateComment, pagesShowingPost } from "@/lib/comments/moderation";
import { getDb } from "@/lib/db";
import { UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { logger } from "@/lib/log";

const MODERATION_FAILED = "We could not record your decision just now. Please try again.";

// Public POST endpoints: the signed token in the form is the only authority, checked again here for the decision
// this button makes (a reject token approves nothing).
export async function approveComment(_: FormState, form: FormData): Promise<FormState> {
  return moderate("approve", form);
}

export async function rejectComment(_: FormState, form: FormData): Promise<FormState> {
  return moderate("reject", form);
}

async function moderate(decision: ModerationDecision, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const link = verifyModerationLink(commentLinkKeys(), { decision, token: form.get("token") });
  if (!link) redirect(LINK_EXPIRED_PATH);
  try {
    const result = await moderateComment(await getDb(), link);
    // The post pages stay prerendered: the ones that show (or showed) the comment are rendered again on their next visit.
    const changedPosts = result.outcome === "approved" || (result.outcome === "rejected" && result.wasShown);
    if (changedPosts) for (const path of pagesShowingPost(result.postSlug)) revalidatePath(path);
  } catch (error) {
    logger.error({ err: error }, "Moderating a blog comment failed");
    return { status: "failed", message: MODERATION_FAILED };
  }
  // Outside the try: redirect() works by throwing. The link's page now shows the outcome.
  redirect(moderationQuery(link));
}
