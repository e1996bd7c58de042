import "server-only";
import { headers } from "next/headers";
// The one lib module that runs inside Next's actions: redirect() and notFound() thrown by a handler must pass through.
// eslint-disable-next-line no-restricted-imports
import { unstable_rethrow } from "next/navigation";
import { after } from "next/server";
import * as z from "zod/mini";
import { getDb, type Database } from "@/lib/platform/db";
import { logFailedWrite, unlessDatabaseAway } from "@/lib/platform/db/unavailable";
import { databaseAnswers } from "@/lib/platform/http";
import { sendQueuedAfterAnswer } from "@/lib/server/after-answer";
import { observeAction } from "@/lib/platform/observability/observe-request";
import { clientIp } from "@/lib/site/request/meta";
import {
  fieldErrors,
  formStateOf,
  formValues,
  UNREADABLE_FORM,
  type FormErrorCode,
  type FormResult,
  type FormState,
} from "../platform/forms/forms";

// The counterpart of apiRoute for server actions (docs/architecture.md, formAction): every action posted by a
// form is a public POST endpoint, and this owns what each one used to repeat.

/** What a handler gets besides the parsed input. */
export type FormRequest = {
  /** Every posted entry, untrusted: for lib functions that check the input again themselves (and the honeypot). */
  entries: Record<string, unknown>;
  db: Database;
  /** The visitor's address: the key of the per-IP rate limits. */
  ip: string;
};

/** A handler's answer; queuedJobs: it stored outbox jobs (e-mails) to send after the answer. */
export type FormOutcome<F extends string> = FormResult<F> & { queuedJobs?: boolean };

export type FormActionOptions<F extends string> = {
  /** The action's name in logs and in leadflow_request_duration_seconds{kind="action"} (its export's name). */
  name: string;
  /** The fields sent back with an invalid or failed answer (a page posted without JavaScript renders from them). */
  fields: readonly F[];
  /** The answer when the handler throws: logged, never shown. */
  failed: { message: string; code?: FormErrorCode; log: string };
};

type Handler<S extends z.core.$ZodType, F extends string> = (
  input: z.output<S>,
  request: FormRequest,
) => Promise<FormOutcome<F>>;

export type FormActionHooks = {
  request: () => Promise<Omit<FormRequest, "entries">>;
  afterAnswer: (task: () => Promise<void>) => void;
  /** Runs one call of the action named `name` with its request id in every log line, and times it. */
  observe: <T>(name: string, act: () => Promise<T>) => Promise<T>;
  /** Whether the database answers, asked when a handler has not answered after WRITE_PATIENCE_MS (none: no bound). */
  databaseAnswers?: () => Promise<boolean>;
};

const nextHooks: FormActionHooks = {
  request: async () => {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    return { db, ip: clientIp(headerList) };
  },
  afterAnswer: (task) => after(task),
  observe: async (name, act) => observeAction(name, await headers(), act),
  databaseAnswers,
};

/** formAction with its request facts and after() given: the seam tests use. */
export function formActionWith(hooks: FormActionHooks) {
  return function formAction<S extends z.core.$ZodType, F extends string>(
    schema: S,
    handler: Handler<S, F>,
    options: FormActionOptions<F>,
  ): (state: FormState<F>, form: FormData) => Promise<FormState<F>> {
    return (_state, form) => hooks.observe(options.name, () => answer(form));

    async function answer(form: FormData): Promise<FormState<F>> {
      // A page always posts FormData; anything else is a hand-made call, answered without reading it.
      if (!(form instanceof FormData)) return UNREADABLE_FORM;
      const entries = Object.fromEntries(form);
      const values = formValues(form, options.fields);
      const parsed = z.safeParse(schema, entries);
      if (!parsed.success)
        return {
          status: "invalid",
          code: "invalid_input",
          fieldErrors: fieldErrors(parsed.error.issues, options.fields, entries),
          values,
        };
      try {
        const work = (async () => handler(parsed.data, { entries, ...(await hooks.request()) }))();
        const outcome = hooks.databaseAnswers ? await unlessDatabaseAway(work, hooks.databaseAnswers) : await work;
        // The e-mails the handler stored, sent without making the visitor wait.
        sendQueuedAfterAnswer(outcome, hooks.afterAnswer);
        return withoutEmptyValues(formStateOf(outcome, values), options.fields);
      } catch (error) {
        unstable_rethrow(error); // redirect() and notFound() work by throwing
        const { message } = options.failed;
        // The database away is not a bug: one short line, no statement (logFailedWrite). An action's HTTP status is
        // Next's (200), so the state's code says it.
        if (logFailedWrite(error, options.failed.log))
          return withoutEmptyValues({ status: "failed", code: "unavailable", message, values }, options.fields);
        const { code = "internal" } = options.failed;
        return withoutEmptyValues({ status: "failed", code, message, values }, options.fields);
      }
    }
  };
}

// A form of hidden fields only (a token from a link) has nothing typed to send back.
function withoutEmptyValues<F extends string>(state: FormState<F>, fields: readonly F[]): FormState<F> {
  if (fields.length > 0 || state.status !== "failed") return state;
  const rest: FormState<F> = { ...state };
  delete (rest as { values?: unknown }).values;
  return rest;
}

/**
 * A server action for a form: the FormData guard, the zod parse into the invalid state (one message per field,
 * with what was typed), the database and the visitor's address for the handler, the outbox drained after the
 * answer when the handler queued mail, and a thrown error logged and answered with options.failed.
 *   export const sendSalesInquiry = formAction(salesInquirySchema, (input, { db, ip }) => ..., options);
 */
export const formAction = formActionWith(nextHooks);

/** Forms that carry only a signed token from a link: any value parses, the token's check is the handler's. */
export const tokenForm = z.object({ token: z.catch(z.string(), "") });

/** An action that is neither formAction nor answerOf (a link's redirect-only button): observed the same way. */
export const observeServerAction = nextHooks.observe;

/**
 * For actions called with arguments rather than a form (the signup screen's): observed as formAction's are, and a lib
 * outcome's answer, with the e-mails it queued sent after the answer.
 *   export async function completeSignup() { return answerOf("completeSignup", () => completeForSignup()); }
 */
export async function answerOf<A>(name: string, act: () => Promise<{ answer: A; queuedJobs?: boolean }>): Promise<A> {
  return sendQueuedAfterAnswer(await nextHooks.observe(name, act)).answer;
}
