"use client";

import { track } from "@vercel/analytics";
import { useActionState, useEffect, useId, useState, useSyncExternalStore } from "react";
import { CONTACT_FIELDS } from "@/lib/inbox/contact/rules";
import { HONEYPOT_FIELD } from "@/lib/platform/forms/honeypot";
import { FormAnswer } from "@/components/forms/form-answer";
import { SendFailureBoundary, type SentValues } from "@/components/forms/send-failure-boundary";
import { CONTACT_FAILED } from "@/lib/inbox/contact/messages";
import { IDLE, sendFailed } from "@/lib/platform/forms/form-state";
import { Honeypot } from "@/components/forms/honeypot";
import { useFormAnswer } from "@/components/forms/use-form-answer";
import { buttonClasses } from "@/components/ui/button-link";
import { ContactFields } from "./contact-fields";
import { subjectFromQuery } from "./subject-from-query";
import {
  CONTACT_INVALID,
  CONTACT_SUCCESS,
  EMPTY_VALUES,
  typedValues,
  type ContactAction,
  type ContactField,
  type ContactFormState,
  type ContactValues,
} from "./contact-form-state";

type Props = { action: ContactAction; email: string };

/** Name, email, subject and message, sent to the server action. */
export function ContactForm({ action, email }: Props) {
  return (
    <SendFailureBoundary>
      {(failedWith) => <LiveContactForm action={action} failedWith={failedWith} email={email} />}
    </SendFailureBoundary>
  );
}

// Controlled fields: React's automatic reset after an action leaves them alone, so a failed send keeps the text.
function LiveContactForm({
  action,
  failedWith,
  email,
}: {
  action: ContactAction;
  failedWith: SentValues | null;
  email: string;
}) {
  const idPrefix = useId();
  const [state, formAction, pending] = useActionState(
    action,
    failedWith ? (sendFailed(failedWith, CONTACT_FIELDS, CONTACT_FAILED) as ContactFormState) : IDLE,
  );
  // Without JavaScript the page comes back rendered with the action's answer: start from what was typed.
  const [values, setValues] = useState<ContactValues>(() => typedValues(state));

  // A subject from the link (the data deletion page's button), read on the client so the page stays prerendered.
  // It fills an empty subject until the visitor edits it or a message is sent.
  const linkedSubject = useSyncExternalStore(noSubscription, subjectFromLocation, noSubject);
  const [subjectTouched, setSubjectTouched] = useState(false);

  const { form, errors, edit } = useFormAnswer<ContactField>(state, (answer) => {
    if (answer.status === "done") {
      setValues(EMPTY_VALUES);
      setSubjectTouched(true);
    }
    if (answer.status === "invalid") setValues((all) => ({ ...all, ...answer.values }));
  });

  useEffect(() => {
    if (state.status === "done") track("Contact/Form Submitted");
  }, [state]);

  const shown = linkedSubject && !subjectTouched && !values.subject ? { ...values, subject: linkedSubject } : values;
  const invalid = state.status === "invalid";
  const change = (field: ContactField, value: string) => {
    if (field === "subject") setSubjectTouched(true);
    setValues((all) => ({ ...all, [field]: value }));
    edit(field);
  };

  return (
    <form
      ref={form}
      // Checked by the server action alone (its schema, its messages): the browser gets no copy of the rules.
      action={formAction}
      noValidate
      className="relative space-y-6"
    >
      {state.status === "failed" ? (
        <div role="alert">
          <FormAnswer className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
            {state.message}
            {"code" in state && (state.code === "send_failed" || state.code === "unavailable") ? (
              <>
                {" "}
                <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
                  {email}
                </a>
              </>
            ) : null}
          </FormAnswer>
        </div>
      ) : null}
      <fieldset disabled={pending} className="min-w-0">
        <legend className="sr-only">Your message</legend>
        <ContactFields
          idPrefix={idPrefix}
          values={shown}
          errors={errors}
          autoFocusFirstError={state.status === "invalid"}
          onChange={change}
        />
      </fieldset>
      <Honeypot id={`${idPrefix}-${HONEYPOT_FIELD}`} />
      <button type="submit" disabled={pending} className={buttonClasses("primary")}>
        {pending ? "Sending..." : "Send Message"}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {state.status === "done" ? (
          <FormAnswer as="span" className="text-green-800">
            {CONTACT_SUCCESS}
          </FormAnswer>
        ) : null}
        {invalid ? <span className="text-red-700">{CONTACT_INVALID}</span> : null}
      </p>
    </form>
  );
}

const noSubscription = () => () => {};
const subjectFromLocation = () => subjectFromQuery(window.location.search);
const noSubject = () => null;
