import * as z from "zod/mini";
import { fieldErrors } from "@/lib/platform/forms/forms";
import { personName } from "../contact/schema";
import { emailAddress, requiredText } from "../../platform/forms/email";

// The blog comment form: the contact form's name and e-mail rules plus the comment, shared by browser and server.

export const COMMENT_MESSAGES = {
  postUnknown: "This post does not take comments.",
  commentRequired: "Comment is required",
  commentShort: "Comment must be at least 10 characters long",
  commentLong: "Comment must be at most 2000 characters long",
} as const;

export const COMMENT_MAX_LENGTH = 2000;
const M = COMMENT_MESSAGES;

export const commentSchema = z.object({
  post: requiredText(M.postUnknown).check(z.maxLength(200, M.postUnknown), z.regex(/^[a-z0-9-]+$/, M.postUnknown)),
  name: personName,
  email: emailAddress,
  comment: requiredText(M.commentRequired).check(
    z.minLength(10, M.commentShort),
    z.maxLength(COMMENT_MAX_LENGTH, M.commentLong),
  ),
});

export type CommentField = "post" | "name" | "email" | "comment";
export const COMMENT_FIELDS = ["name", "email", "comment"] as const;

export function commentFieldErrors(issues: readonly z.core.$ZodIssue[]): Partial<Record<CommentField, string>> {
  return fieldErrors(issues, ["post", ...COMMENT_FIELDS] as const);
}
