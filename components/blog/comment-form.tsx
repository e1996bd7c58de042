"use client";

import { useActionState, useState } from "react";
import { FormAnswer } from "@/components/forms/form-answer";
import { SendFailureBoundary, type SentValues } from "@/components/forms/send-failure-boundary";
import { Honeypot } from "@/components/forms/honeypot";
import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { inputClasses, labelClasses } from "@/components/sections/field-classes";
import { buttonClasses } from "@/components/ui/button-link";
import { IDLE, sendFailed, type FormAction, type FormState } from "@/lib/platform/forms/form-state";
import { commentFieldErrors, commentSchema, COMMENT_FIELDS, type CommentField } from "@/lib/inbox/comments/schema";
import type { BlogWords } from "@/lib/content/interface-words";

type Props = {
  /** The server action that stores the comment as pending moderation. */
  action: FormAction<CommentField>;
  postSlug: string;
  /** The form's heading, text and the fields' name (content/interface-words.yaml); labels and button are in code. */
  words: Pick<BlogWords, "leaveComment" | "commentNote" | "commentFields">;
};

type Field = (typeof COMMENT_FIELDS)[number];
const EMPTY: Record<Field, string> = { name: "", email: "", comment: "" };
const LABELS: Record<Field, string> = { name: "Name", email: "Email", comment: "Comment" };

/**
 * Comments go to moderation: the form says so, keeps the text on any error and clears once it is stored. The server
 * action goes to <form action> as it is, so the form also posts without JavaScript.
 */
export function CommentForm(props: Props) {
  return (
    <SendFailureBoundary>{(failedWith) => <LiveCommentForm {...props} failedWith={failedWith} />}</SendFailureBoundary>
  );
}

function LiveCommentForm({ action, postSlug, words, failedWith }: Props & { failedWith: SentValues | null }) {
  const [state, formAction, pending] = useActionState<FormState<CommentField>, FormData>(
    action,
    failedWith ? sendFailed(failedWith, COMMENT_FIELDS) : IDLE,
  );
  // Without JavaScript the page comes back rendered with the action's answer: start from what was typed.
  const [values, setValues] = useState(() => ({ ...EMPTY, ...valuesOf(state) }));
  const [edited, setEdited] = useState<Field[]>([]);
  // Errors found in the browser with the server's own schema, before anything is sent.
  const [local, setLocal] = useState<Partial<Record<CommentField, string>> | null>(null);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const [seen, setSeen] = useState(state);
  if (state !== seen) {
    setSeen(state);
    setEdited([]);
    setLocal(null);
    if (state.status === "done") setValues(EMPTY);
    if (state.status === "invalid") focusFirstInvalid();
  }
  const errors = local ?? (state.status === "invalid" ? state.fieldErrors : {});
  const firstServerError =
    state.status === "invalid" ? COMMENT_FIELDS.find((field) => state.fieldErrors[field]) : undefined;
  const errorFor = (field: Field) => (edited.includes(field) ? undefined : errors[field]);
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.includes(field) ? current : [...current, field]));
  };

  return (
    <section
      aria-labelledby="comment-form-title"
      className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="comment-form-title" className="text-2xl font-bold tracking-tight">
        {words.leaveComment}
      </h2>
      <p className="mt-2 text-slate-600">{words.commentNote}</p>
      <form
        ref={form}
        action={formAction}
        onSubmit={(event) => {
          setEdited([]);
          const checked = commentSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
          if (checked.success) return setLocal(null);
          event.preventDefault();
          setLocal(commentFieldErrors(checked.error.issues));
          focusFirstInvalid();
        }}
        noValidate
        className="relative mt-6"
      >
        <input type="hidden" name="post" value={postSlug} />
        <fieldset disabled={pending} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">{words.commentFields}</legend>
          {COMMENT_FIELDS.map((field) => {
            const id = `comment-${field}`;
            const error = errorFor(field);
            const shared = {
              id,
              name: field,
              required: true,
              value: values[field],
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${id}-error` : undefined,
              // The answered page without JavaScript: the browser focuses (and scrolls to) the first field to correct.
              autoFocus: state.status === "invalid" && field === firstServerError,
              className: `${inputClasses} mt-2`,
            } as const;
            return (
              <div key={field} className={field === "comment" ? "sm:col-span-2" : ""}>
                <label htmlFor={id} className={labelClasses}>
                  {LABELS[field]}
                </label>
                {field === "comment" ? (
                  <textarea
                    {...shared}
                    rows={5}
                    maxLength={2000}
                    onChange={(event) => change(field, event.target.value)}
                  />
                ) : (
                  <input
                    {...shared}
                    type={field === "email" ? "email" : "text"}
                    autoComplete={field}
                    onChange={(event) => change(field, event.target.value)}
                  />
                )}
                {error ? (
                  <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("primary")}>
              {pending ? "Posting..." : "Post Comment"}
            </button>
          </div>
        </fieldset>
        <Honeypot id="comment-website" />
        <div role="status" aria-live="polite" className="mt-4 text-sm font-medium empty:hidden">
          {state.status === "done" && !local ? (
            <FormAnswer className="text-emerald-800">{state.message}</FormAnswer>
          ) : null}
          {state.status === "failed" && !local ? (
            <FormAnswer className="text-red-700">{state.message}</FormAnswer>
          ) : null}
          {errors.post ? <p className="text-red-700">{errors.post}</p> : null}
        </div>
      </form>
    </section>
  );
}

function valuesOf(state: FormState<CommentField>): Partial<Record<CommentField, string>> {
  return state.status === "invalid" || state.status === "failed" ? (state.values ?? {}) : {};
}
