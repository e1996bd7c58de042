"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { commentLinkKeys } from "@/lib/inbox/comments/app-links";
import {
  LINK_EXPIRED_PATH,
  moderationQuery,
  verifyModerationLink,
  type ModerationDecision,
} from "@/lib/inbox/comments/links";
import { moderateComment, pagesShowingPost } from "@/lib/inbox/comments/moderation";
import { formAction, tokenForm } from "@/lib/server/form-action";

const MODERATION_FAILED = "We could not record your decision just now. Please try again.";

// Public POST endpoints: the signed token in the form is the only authority, checked again here for the decision
// this button makes (a reject token approves nothing).
function moderate(name: string, decision: ModerationDecision) {
  return formAction(
    tokenForm,
    async ({ token }, { db }) => {
      const link = verifyModerationLink(commentLinkKeys(), { decision, token });
      if (!link) redirect(LINK_EXPIRED_PATH);
      const result = await moderateComment(db, link);
      // The post pages stay prerendered: the ones that show (or showed) the comment are rendered again on their next visit.
      const changedPosts = result.outcome === "approved" || (result.outcome === "rejected" && result.wasShown);
      if (changedPosts) for (const path of pagesShowingPost(result.postSlug)) revalidatePath(path);
      // The link's page now shows the outcome.
      redirect(moderationQuery(link));
    },
    { name, fields: [], failed: { message: MODERATION_FAILED, log: "Moderating a blog comment failed" } },
  );
}

export const approveComment = moderate("approveComment", "approve");

export const rejectComment = moderate("rejectComment", "reject");
